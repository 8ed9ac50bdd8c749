// The client address as Fastify resolved it (honouring TRUST_PROXY), handed to better-auth in a
// header of our own that the auth route always overwrites, so a client cannot forge it.
export const CLIENT_IP_HEADER = 'x-vi-client-ip';
/** Headers named x-vi-* are the server's own, passed to better-auth; a client's are dropped. */
export const INTERNAL_HEADER_PREFIX = 'x-vi-';
/** The sign-in attempt's audit row, from the throttle's before hook to its after hook (auth-hooks.ts). */
export const SIGN_IN_ATTEMPT_HEADER = 'x-vi-sign-in-attempt';
