// Sending one webhook request (decision 0427): the address rules of the AI provider addresses
// (lib/outbound-address, decision 0308) – every address the host resolves to must be public unless
// the operator approved it (WEBHOOK_APPROVED_HOSTS) – plus https for every unapproved host; no
// redirect is followed (Standard Webhooks: a 3xx is a failure), a timeout, and the answer kept
// only in part. The same rule is applied again when the connection is made (lib/outbound-agent's
// connect-time lookup, as for the AI providers), so a name that resolves to a public address at the check and to a private one a moment
// later (DNS rebinding) is refused too. Each failure is told in Hungarian, so the delivery log and
// the "test connection" button say what failed.
import { ApprovedHosts, outboundRefusal, type Resolver } from '../../lib/outbound-address';
import { GuardedAgent, OutboundAddressForbidden } from '../../lib/outbound-agent';

export interface WebhookTransport {
  approved: ApprovedHosts;
  timeoutMs: number;
  resolve?: Resolver;
  /** The connections, whose lookup refuses what the address rule refuses (lib/outbound-agent). */
  agent?: GuardedAgent;
}

export function webhookTransport(env: { WEBHOOK_APPROVED_HOSTS: readonly string[]; WEBHOOK_TIMEOUT_MS: number }, resolve?: Resolver): WebhookTransport {
  const approved = new ApprovedHosts(env.WEBHOOK_APPROVED_HOSTS);
  return { approved, timeoutMs: env.WEBHOOK_TIMEOUT_MS, agent: new GuardedAgent(approved), ...(resolve ? { resolve } : {}) };
}

/** How much of the receiver's answer the log keeps. */
export const RESPONSE_LOG_LIMIT = 2048;

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Whether the operator approved this URL's host (by name, or as an address literal). */
function isApproved(url: URL, approved: ApprovedHosts): boolean {
  const host = hostOf(url);
  return approved.hasName(host) || approved.hasAddress(host);
}

export type UrlRefusal = 'invalid' | 'scheme' | 'credentials' | 'non_public' | 'unresolved';

/**
 * Why a request to this URL must not be sent, or null. `unresolved` only at send time: a name that
 * does not resolve now may be stored (the firm may set up its DNS after the endpoint).
 */
export async function webhookUrlRefusal(transport: WebhookTransport, url: string): Promise<UrlRefusal | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isApproved(parsed, transport.approved))) return 'scheme';
  const refusal = await outboundRefusal(parsed, transport.approved, transport.resolve);
  return refusal?.reason ?? null;
}

const refusalText: Record<UrlRefusal, (host: string) => string> = {
  invalid: () => 'A cím nem érvényes URL.',
  scheme: () => 'Csak HTTPS címre küldünk webhookot (http csak a platform által engedélyezett belső címre).',
  credentials: () => 'A cím nem tartalmazhat felhasználónevet vagy jelszót.',
  non_public: (host) => `A(z) ${host} belső hálózati, helyi vagy más nem nyilvános címre mutat, ide nem küldhetünk.`,
  unresolved: (host) => `A(z) ${host} név nem oldható fel (DNS): ellenőrizd a címet.`,
};

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** What failed, in Hungarian; null on success. */
  error: string | null;
  durationMs: number;
  responseBody: string | null;
  /** 410 Gone: the receiver asks to stop (the endpoint is disabled). */
  gone: boolean;
  /** The receiver's Retry-After (429/503), in ms. */
  retryAfterMs: number | null;
}

function networkError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `A végpont nem válaszolt ${Math.round(timeoutMs / 1000)} másodpercen belül (időtúllépés).`;
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  const code = cause?.code ?? '';
  if (cause instanceof OutboundAddressForbidden) return 'A cím a kapcsolódás pillanatában belső hálózati vagy helyi gépre mutatott (DNS), ide nem küldhetünk.';
  if (code === 'ECONNREFUSED') return 'A végpont elutasította a kapcsolatot (ECONNREFUSED): nem fut szolgáltatás ezen a címen és porton.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'A végpont neve nem oldható fel (DNS).';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'A végpont bontotta a kapcsolatot válasz előtt.';
  if (/CERT|SSL|TLS/i.test(code) || /certificate|ssl|tls/i.test(cause?.message ?? '')) return `TLS-hiba: a végpont tanúsítványa nem fogadható el (${code || cause?.message}).`;
  return `Hálózati hiba: ${code || cause?.message || (error instanceof Error ? error.message : String(error))}.`;
}

function retryAfterOf(value: string | null, now: number): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** POSTs the signed body once; never throws for the receiver's or the network's failures. */
export async function sendWebhook(transport: WebhookTransport, url: string, headers: Record<string, string>, body: string, signal?: AbortSignal): Promise<SendResult> {
  const started = performance.now();
  const result = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  const refusal = await webhookUrlRefusal(transport, url);
  if (refusal) return result({ ok: false, status: null, error: refusalText[refusal](new URL(url).hostname), responseBody: null, gone: false, retryAfterMs: null });
  const timeout = AbortSignal.timeout(transport.timeoutMs);
  // undici is loaded by the first delivery (decision 0439).
  const { fetch: undiciFetch } = await import('undici');
  let response: Awaited<ReturnType<typeof undiciFetch>>;
  try {
    response = await undiciFetch(url, {
      ...(transport.agent ? { dispatcher: await transport.agent.dispatcher() } : {}),
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'VirtualisIroda-Webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return result({ ok: false, status: null, error: networkError(error, timeout.aborted, transport.timeoutMs), responseBody: null, gone: false, retryAfterMs: null });
  }
  let text: string | null = null;
  try {
    text = (await response.text()).slice(0, RESPONSE_LOG_LIMIT);
  } catch {
    text = null;
  }
  const status = response.status;
  if (status >= 200 && status < 300) return result({ ok: true, status, error: null, responseBody: text, gone: false, retryAfterMs: null });
  let error: string;
  if (status >= 300 && status < 400)
    error = `A végpont átirányítással válaszolt (HTTP ${status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}); a webhook nem követi az átirányítást, add meg a végleges címet.`;
  else if (status === 410) error = 'A végpont 410 Gone választ adott (a fogadó megszüntette): a végpontot kikapcsoltuk.';
  else if (status === 401 || status === 403) error = `A végpont elutasította a kérést (HTTP ${status}): ellenőrizd, hogy a fogadó a jelenlegi titkos kulccsal ellenőrzi-e az aláírást.`;
  else error = `A végpont HTTP ${status} hibával válaszolt.`;
  return result({ ok: false, status, error, responseBody: text, gone: status === 410, retryAfterMs: status === 429 || status === 503 ? retryAfterOf(response.headers.get('retry-after'), Date.now()) : null });
}
