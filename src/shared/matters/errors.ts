// Error codes of the matters module; merged into the shared catalogue (shared/errors/errors.ts).
export const matterErrorMessages = {
  MATTER_CONFLICT_DECISION_REQUIRED: 'Az összeférhetetlenségi vizsgálat találatot adott: rögzítsd a döntésedet és annak indokát.',
  MATTER_TEAM_NOT_MEMBER: 'Csak a céged ügyvédje vagy munkatársa lehet az ügy felelőse vagy csapattagja.',
  MATTER_CONTACT_NOT_FOUND: 'A kiválasztott névjegy nem található.',
  MATTER_PARTY_NAME_REQUIRED: 'Add meg a fél nevét, vagy válassz névjegyet.',
  MATTER_TEAM_SELF_REMOVAL: 'Bizalmas ügyből nem veheted ki önmagadat: utána nem látnád az ügyet.',
  MATTER_ASSIGNEE_OUTSIDE_TEAM: 'Bizalmas ügyben csak az ügy csapatának tagja lehet felelős vagy feladat címzettje. Előbb vedd fel a kollégát az ügy csapatába.',
} as const;
