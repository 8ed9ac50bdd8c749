// "This machine only" for the development outbox and demo sign-in. Judged by the TCP peer of the
// socket, never by request.ip: with TRUST_PROXY that comes from X-Forwarded-For, which a client
// writes itself (issue 11, finding 4). A request a proxy relayed is not local either, even from a
// proxy on this machine, since the proxy may be serving anyone.
import type { FastifyRequest } from 'fastify';

const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.0.0.0/8. */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  return RELAY_HEADERS.every((name) => request.headers[name] === undefined);
}
