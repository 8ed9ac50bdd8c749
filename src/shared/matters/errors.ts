// Error codes of the matters module; merged into the shared catalogue (shared/errors/errors.ts).
export const matterErrorMessages = {
  MATTER_CONFLICT_DECISION_REQUIRED: 'Az összeférhetetlenségi vizsgálat találatot adott: rögzítsd a döntésedet és annak indokát.',
  MATTER_TEAM_NOT_MEMBER: 'Csak a céged ügyvédje vagy munkatársa lehet az ügy felelőse vagy csapattagja.',
  MATTER_CONTACT_NOT_FOUND: 'A kiválasztott névjegy nem található.',
  MATTER_PARTY_NAME_REQUIRED: 'Add meg a fél nevét, vagy válassz névjegyet.',
  MATTER_TEAM_SELF_REMOVAL: 'Bizalmas ügyből nem veheted ki önmagadat: utána nem látnád az ügyet.',
  MATTER_ASSIGNEE_OUTSIDE_TEAM: 'Bizalmas ügyben csak az ügy csapatának tagja lehet felelős vagy feladat címzettje. Előbb vedd fel a kollégát az ügy csapatába.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const matterErrorStatus = {
  MATTER_CONFLICT_DECISION_REQUIRED: 409,
  MATTER_TEAM_NOT_MEMBER: 400,
  MATTER_CONTACT_NOT_FOUND: 400,
  MATTER_PARTY_NAME_REQUIRED: 400,
  MATTER_TEAM_SELF_REMOVAL: 409,
  MATTER_ASSIGNEE_OUTSIDE_TEAM: 409,
} satisfies Record<keyof typeof matterErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof matterErrorMessages, string> {}
}
