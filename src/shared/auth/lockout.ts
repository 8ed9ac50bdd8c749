// How long failed sign-ins count, and so how long a lock-out lasts: the server's throttle and the
// sign-in form's warning read the same figure. (Its own module: the sign-in chunk stays free of zod.)
export const SIGN_IN_LOCKOUT_MINUTES = 15;
