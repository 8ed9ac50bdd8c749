// The matters module's face (issue 33 point 4, decision 0416): what other modules may use of it.
// Another module imports only this file (`from '../matters'`), and only if its manifest
// (module.ts) lists 'matters' in dependsOn; routes, repos and the rest stay inside the folder.
export { openMatter } from './matters.service';
// A task or a note on a matter, with the automation's actor (automations).
export { addMatterNote, addMatterTask } from './matters.service';
// Who may see and work on a matter (deadlines, automations, opportunities).
export { type Actor, assertFirmStaff, assertMayWorkOnMatter, firstRecipientWhoSees, matterVisibleTo, visibleMatter } from './matter-access';
// Opening a matter inside another module's step (an opportunity won, decision 0130).
export { createMatter, type CreateMatterInput } from './create-matter';
