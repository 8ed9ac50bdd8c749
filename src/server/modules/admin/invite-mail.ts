// The invitation e-mail: who invited you to which company, and the link to set a password.
import { INVITATION_DAYS } from '@shared/join-requests/join-requests.schemas';
import type { MailContent } from '../../mail/templates';

const escape = (v: string) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function inviteMail(name: string, companyName: string | null, setPasswordUrl: string, forgotUrl: string): MailContent {
  const paragraphs = [
    companyName ? `Meghívtak a Virtuális Iroda rendszerébe, a(z) ${companyName} tagjaként.` : 'Meghívtak a Virtuális Iroda rendszerébe platform adminisztrátorként.',
    `A belépéshez add meg a jelszavadat az alábbi linken. A link ${INVITATION_DAYS} napig érvényes és egyszer használható.`,
    `Ha lejárt, itt kérhetsz újat az emailcímeddel: ${forgotUrl}`,
  ];
  const greeting = `Kedves ${name}!`;
  const footer = 'Üdvözlettel: a Virtuális Iroda csapata';
  const text = [greeting, ...paragraphs, `Jelszó megadása: ${setPasswordUrl}`, footer].join('\n\n');
  const html = `<!doctype html><html lang="hu"><body style="font-family:Arial,sans-serif;line-height:1.5"><p>${escape(greeting)}</p>${paragraphs
    .map((p) => `<p>${escape(p)}</p>`)
    .join('')}<p><a href="${escape(setPasswordUrl)}">Jelszó megadása</a></p><p>${escape(footer)}</p></body></html>`;
  return { subject: 'Meghívó – Virtuális Iroda', text, html };
}
