// Sending one Web Push (decision 0516): web-push builds the request – the payload encrypted for the
// browser alone (aes128gcm, RFC 8291) and the VAPID Authorization header (RFC 8292) – and it is
// posted here through the outbound address rules of the webhooks (decision 0308): the endpoint a
// browser gave must be https and public unless the operator approved its host (PUSH_APPROVED_HOSTS),
// checked before the request and again at connect time (DNS rebinding). No redirect is followed.
import webPush from 'web-push';
import type { PushPayload } from '@shared/mobile/mobile.schemas';
import { ApprovedHosts, outboundRefusal, type Resolver } from '../../lib/outbound-address';
import { GuardedAgent, OutboundAddressForbidden } from '../../lib/outbound-agent';
import type { VapidKeys } from './vapid';

/** How long a notice is worth delivering to a phone that is off: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

export interface PushTransport {
  approved: ApprovedHosts;
  agent: GuardedAgent;
  resolve?: Resolver;
}

export function pushTransport(approvedHosts: readonly string[], resolve?: Resolver): PushTransport {
  const approved = new ApprovedHosts(approvedHosts);
  return { approved, agent: new GuardedAgent(approved), ...(resolve ? { resolve } : {}) };
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Why a browser's endpoint must not be stored or posted to, or null. A name that does not resolve now is let through (the connection decides). */
export async function endpointRefusal(transport: PushTransport, endpoint: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  const host = hostOf(url);
  const approved = transport.approved.hasName(host) || transport.approved.hasAddress(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && approved)) return 'scheme';
  const refusal = await outboundRefusal(url, transport.approved, transport.resolve);
  return refusal && refusal.reason !== 'unresolved' ? refusal.reason : null;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = { ok: true } | { ok: false; gone: boolean; status: number | null; error: string; retryable: boolean };

function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause instanceof OutboundAddressForbidden) return 'A leküldési cím a kapcsolódáskor belső hálózati címre mutatott, ide nem küldünk.';
  const code = cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'Az értesítési szolgáltatás neve nem oldható fel (DNS).';
  if (code === 'ECONNREFUSED') return 'Az értesítési szolgáltatás elutasította a kapcsolatot.';
  return `Hálózati hiba az értesítési szolgáltatás felé: ${code || cause?.message || (error instanceof Error ? error.message : String(error))}.`;
}

/** Posts one push; never throws for the push service's or the network's failures. */
export async function sendPush(transport: PushTransport, keys: VapidKeys, target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
  const refusal = await endpointRefusal(transport, target.endpoint);
  if (refusal) return { ok: false, gone: false, status: null, error: 'A leküldési cím nem nyilvános https cím, ide nem küldünk értesítést.', retryable: false };
  const request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  // undici is loaded by the first push (decision 0439).
  const { fetch: undiciFetch } = await import('undici');
  let status: number;
  try {
    const response = await undiciFetch(request.endpoint, {
      dispatcher: await transport.agent.dispatcher(),
      method: 'POST',
      headers,
      ...(request.body ? { body: request.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    return { ok: false, gone: false, status: null, error: networkError(error), retryable: true };
  }
  if (status >= 200 && status < 300) return { ok: true };
  // RFC 8030: 404 and 410 – the subscription expired or was withdrawn; the device is removed.
  if (status === 404 || status === 410) return { ok: false, gone: true, status, error: 'Az eszköz feliratkozása megszűnt.', retryable: false };
  if (status === 413) return { ok: false, gone: false, status, error: 'Az értesítés túl nagy volt a szolgáltatásnak.', retryable: false };
  if (status === 401 || status === 403)
    return { ok: false, gone: false, status, error: `Az értesítési szolgáltatás elutasította a szerver aláírását (HTTP ${status}); kapcsold ki és be újra az értesítéseket az eszközön.`, retryable: false };
  return { ok: false, gone: false, status, error: `Az értesítési szolgáltatás HTTP ${status} hibával válaszolt.`, retryable: status === 429 || status >= 500 };
}
