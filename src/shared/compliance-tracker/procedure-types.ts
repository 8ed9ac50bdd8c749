// Which rule set a deadline follows. They share the computation of Pp. 146. § / Ptk. 6:8. §
// (start day not counted, month ends clamp, a non-working last day moves to the next working
// day); they differ in whether the judicial recess of Pp. 148. § applies. Only civil litigation
// applies it; criminal, administrative and most non-contentious procedures and contractual
// deadlines do not (reference §3, OBH). Decision record 0151.

export const procedureTypes = ['pp', 'pp_no_recess', 'akr', 'be', 'nonperes', 'contract'] as const;
export type ProcedureType = (typeof procedureTypes)[number];

export interface ProcedureTypeInfo {
  /** Hungarian label for pickers. */
  label: string;
  /** Pp. 148. § recess applies. */
  recess: boolean;
  /** The rule the setting rests on. */
  basis: string;
}

export const PROCEDURE_TYPES: Readonly<Record<ProcedureType, ProcedureTypeInfo>> = {
  pp: {
    label: 'Polgári per (Pp.)',
    recess: true,
    basis: 'Pp. 146. § és 148. § (1)–(2)',
  },
  pp_no_recess: {
    label: 'Polgári per ítélkezési szünet nélkül (soron kívüli eljárás, a felek közös kérelme vagy törvényi kizárás)',
    recess: false,
    basis: 'Pp. 148. § (3)',
  },
  akr: {
    label: 'Közigazgatási hatósági eljárás (Ákr.)',
    recess: false,
    basis: 'Ákr.: nincs ítélkezési szünet',
  },
  be: {
    label: 'Büntetőeljárás (Be.)',
    recess: false,
    basis: 'Be.: nincs ítélkezési szünet',
  },
  nonperes: {
    label: 'Nemperes eljárás',
    recess: false,
    basis: 'A legtöbb nemperes eljárásban nincs ítélkezési szünet — az eljárási törvény szerint ellenőrizendő',
  },
  contract: {
    label: 'Szerződéses vagy anyagi jogi határidő (Ptk. 6:8. §)',
    recess: false,
    basis: 'Ptk. 6:8. §',
  },
};
