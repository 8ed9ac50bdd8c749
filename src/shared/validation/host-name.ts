// A server's name as a user types it into a connection form (an IMAP host today): a DNS name,
// accented labels included (`posta.példa.hu`), or an IPv4 address. Checked on both sides so that a
// name the URL parser or the resolver would throw on is refused with a field error, not a 500.

const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The host's ASCII form (an accented label becomes its `xn--` form), or null when it is not a host
 * name: empty, with a port, path, user, space or any character a DNS name cannot hold.
 */
export function asciiHostName(input: string): string | null {
  const host = input.trim().replace(/\.$/, '');
  if (!host || host.length > 253 || /[\s/\\?#@:[\]%]/.test(host)) return null;
  let ascii: string;
  try {
    ascii = new URL(`https://${host}`).hostname;
  } catch {
    return null;
  }
  // The URL parser reads `1234` or `10.1` as an IPv4 address; only a written-out one is taken.
  if (IPV4.test(ascii)) return ascii === host ? ascii : null;
  if (ascii.length > 253) return null;
  const labels = ascii.split('.');
  // A bare word (`localhost`) is a name; whether a local one may be used is the server's call.
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  return labels.every((label) => DNS_LABEL.test(label)) ? ascii : null;
}
