// The face of the matters module: what other modules may use (issue 33 point 4).
export { openMatter } from './matters.service';
// A task or a note on a matter, with the automation's actor (automations).
export { addMatterNote, addMatterTask } from './matters.service';
