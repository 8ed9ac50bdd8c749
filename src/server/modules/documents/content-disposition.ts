// Download headers (issue 15 point 1): the name as RFC 6266 / RFC 5987 want it – an ASCII
// fallback in `filename` for old clients and the exact UTF-8 name in `filename*`.

/** "Szerződés – végleges.pdf" → "Szerzodes - vegleges.pdf": accents dropped, anything else non-ASCII replaced. */
export function asciiFallback(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[–—]/g, '-')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_')
      .trim() || 'dokumentum'
  );
}

/** RFC 5987 ext-value: UTF-8, percent-encoded except attr-char. */
export function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(name: string, inline: boolean): string {
  return `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}
