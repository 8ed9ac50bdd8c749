// The built-in inbound SMTP endpoint of e-mail to case (issue 36.1, decision 0433). Off unless
// INBOUND_SMTP_PORT is set. It is a receiving MX for the platform's inbound domains only, never a
// relay: a recipient is accepted only when it is the address of a firm that switched e-mail to
// case on (else 550), a sender outside the firm's rules is refused at RCPT (550 5.7.1), a message
// over the endpoint's size (SIZE extension) or the firm's own limit is refused (552). An accepted
// message is kept, queued with its bytes, in the firm's scope together with its filing job
// before the endpoint answers 250 – so a "250 OK" is never lost.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SMTPServerAddress, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { parseInboundAddress, senderAllowed, tooLargeReason } from '@shared/inbound-mail/inbound-mail';
import type { InboundMailSettingsRow } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-scope';
import { acceptMessage, firmsOfTokens, inboundConfig, refuseMessage } from './inbound-mail.service';

/** Recipients of one message (one copy is kept per firm). */
const MAX_RECIPIENTS = 20;

export interface InboundSmtpOptions {
  port: number;
  host: string;
}

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export async function startInboundSmtp(app: FastifyInstance, options: InboundSmtpOptions): Promise<InboundSmtp> {
  const config = inboundConfig(app.env);
  const tls = app.env.INBOUND_SMTP_TLS_KEY_FILE && app.env.INBOUND_SMTP_TLS_CERT_FILE ? { key: readFileSync(app.env.INBOUND_SMTP_TLS_KEY_FILE), cert: readFileSync(app.env.INBOUND_SMTP_TLS_CERT_FILE) } : null;

  /** The enabled firm an address belongs to, with the address's plus tag. */
  async function firmOf(address: string): Promise<InboundMailSettingsRow | null> {
    const parsed = parseInboundAddress(address, config.domains);
    if (!parsed) return null;
    const [firm] = await firmsOfTokens(app.db, [parsed.token]);
    return firm ?? null;
  }

  // Loaded when the endpoint starts: a server without INBOUND_SMTP_PORT never holds smtp-server (decision 0439).
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    name: config.domains[0],
    banner: 'Virtuális Iroda bejövő levelek',
    // A receiving MX: no AUTH (nobody relays through it); STARTTLS only with the operator's certificate.
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    size: config.maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address: SMTPServerAddress, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpError(452, '4.5.3 Túl sok címzett'));
      firmOf(address.address)
        .then((firm) => {
          if (!firm) return callback(smtpError(550, '5.1.1 Ismeretlen címzett'));
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          if (from && !senderAllowed(from, firm.allowedSenders)) return callback(smtpError(550, '5.7.1 A feladó nem küldhet erre a címre'));
          callback();
        })
        .catch(() => callback(smtpError(451, '4.3.0 Átmeneti hiba, próbálja később')));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= config.maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpError(552, '5.3.4 A levél túl nagy'));
        const raw = Buffer.concat(chunks);
        void keep(session, raw)
          .then((refusal) => callback(refusal))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'inbound smtp: a message could not be kept');
            callback(smtpError(451, '4.3.0 Átmeneti hiba, próbálja később'));
          });
      });
    },
  });

  /** One copy per firm among the recipients (the first recipient with a plus tag names its matter). */
  async function keep(session: SMTPServerSession, raw: Buffer): Promise<Error | null> {
    const byFirm = new Map<string, { firm: InboundMailSettingsRow; recipient: string }>();
    for (const rcpt of session.envelope.rcptTo) {
      const firm = await firmOf(rcpt.address);
      if (!firm) continue;
      const seen = byFirm.get(firm.tenantId);
      if (!seen || (!seen.recipient.includes('+') && rcpt.address.includes('+'))) byFirm.set(firm.tenantId, { firm, recipient: rcpt.address.toLowerCase() });
    }
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
    let tooLarge = 0;
    for (const { firm, recipient } of byFirm.values()) {
      await withTenant(app.db, firm.tenantId, async (tx) => {
        if (raw.length > firm.maxBytes) {
          tooLarge++;
          await refuseMessage(tx, firm.tenantId, { source: 'smtp', recipient, envelopeFrom, sizeBytes: raw.length }, tooLargeReason(raw.length));
          return;
        }
        await acceptMessage(tx, firm, { source: 'smtp', recipient, envelopeFrom, raw });
      });
    }
    return byFirm.size > 0 && tooLarge === byFirm.size ? smtpError(552, '5.3.4 A levél nagyobb a címzett iroda korlátjánál') : null;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => app.log.error({ err: error }, 'inbound smtp error'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
