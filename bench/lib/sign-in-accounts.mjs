// The lawyers the sign-in row signs in as, one after another (bench/prepare-data.ts creates them
// with the demo password): shared by the data preparation and the load spec.
export const SIGN_IN_ACCOUNTS = 20;

/** The address of sign-in lawyer `i` (or a LIKE pattern when given '%'). */
export const signInAccountEmail = (i) => (i === '%' ? 'bench-sign-in-%@pelda.hu' : `bench-sign-in-${String(i + 1).padStart(2, '0')}@pelda.hu`);
