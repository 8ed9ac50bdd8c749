// How the sweeps hand over an e-mail they won the claim for (decisions 0154, 0254): with the development
// outbox (a table) the mail commits with the claim, exactly once; SMTP cannot join the
// transaction, so the caller sends it after the commit (at most once).
import type { TenantTx } from '../db/tenant-scope';
import { mailOutbox } from '../db/schema';
import type { Mailer } from './mailer';
import type { MailContent } from './templates';

export type SweepMailer = Pick<Mailer, 'transport' | 'sendLater'>;
export type OutgoingMail = MailContent & { to: string };

/** Inside the claiming transaction: the outbox row, or the mail to send after the commit. */
export async function queueInClaim(tx: TenantTx, mailer: SweepMailer, mail: OutgoingMail): Promise<OutgoingMail | null> {
  if (mailer.transport !== 'outbox') return mail;
  await tx.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  return null;
}
