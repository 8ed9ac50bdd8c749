export const DEFAULT_SUPPORT_EMAIL = 'support@virtualis-iroda.hu';

export function supportEmail(): string {
  const configured = import.meta.env.VITE_SUPPORT_EMAIL;
  return configured && configured.trim() ? configured.trim() : DEFAULT_SUPPORT_EMAIL;
}

const MAX_STACK_CHARS = 1500; // keep the mailto: URL within what mail clients accept

export function buildErrorReportMailto(options: { subject: string; intro: string; error: Error }): string {
  const { subject, intro, error } = options;
  const stack = error.stack ? error.stack.slice(0, MAX_STACK_CHARS) : '';
  const body = [intro, '', `${error.name}: ${error.message}`, `URL: ${window.location.href}`, `Time: ${new Date().toISOString()}`, `Browser: ${navigator.userAgent}`, '', stack].join('\n');
  return `mailto:${supportEmail()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
