// The client address as Fastify resolved it (honouring TRUST_PROXY), handed to better-auth in a
// header of our own that the auth route always overwrites, so a client cannot forge it.
export const CLIENT_IP_HEADER = 'x-vi-client-ip';
