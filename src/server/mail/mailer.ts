// Outgoing e-mail: nodemailer over SMTP when SMTP_URL is set, otherwise the development outbox
// table (readable at /dev/outbox when dev tools are on). `sendLater` lets account flows answer
// at once whether or not an e-mail goes out (no enumeration by timing); `idle()` lets tests and
// shutdown wait for the queue.
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import type { Env } from '../env';
import type { MailContent } from './templates';

export interface OutgoingMail extends MailContent {
  to: string;
  /**
   * A calendar invitation (iTIP over iMIP, RFC 6047): over SMTP nodemailer adds it as the
   * `text/calendar; method=…` alternative plus an .ics attachment, which is what gives Outlook and
   * Gmail their Accept buttons. The development outbox keeps the text and HTML only.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends in the background; failures are logged, never surfaced to the requester. A function
   * may prepare the mail first (e.g. issue a token) off the request path, or decide on none.
   */
  sendLater(mail: OutgoingMail | (() => Promise<OutgoingMail | null>)): void;
  /** Resolves when every background send has finished. */
  idle(): Promise<void>;
}

export function createMailer(env: Env, db: Database, log: FastifyBaseLogger): Mailer {
  // nodemailer is loaded only when SMTP_URL is set (the development outbox never holds it), and then
  // at once, as before (decision 0439).
  const smtpUrl = env.SMTP_URL;
  const smtp = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  // A failed load surfaces at the first send, not as an unhandled rejection.
  smtp?.catch(() => undefined);
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    if (smtp) {
      await (await smtp).sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}) });
    } else {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
    }
    log.info({ subject: mail.subject, transport: smtp ? 'smtp' : 'outbox' }, 'mail sent');
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    send,
    sendLater(mail) {
      const job = (async () => {
        const prepared = typeof mail === 'function' ? await mail() : mail;
        if (prepared) await send(prepared);
      })()
        .catch((err: unknown) => log.error({ err }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export async function latestOutboxMail(db: Database, limit = 50): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
