import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { loadEnv } from '../env';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createMailer } from './mailer';
import { passwordResetMail } from './templates';

/** A minimal SMTP server that accepts every message and keeps its raw DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, messages })));
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('mailer', () => {
  it('sends over SMTP when SMTP_URL is set, and stores nothing in the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const env = loadEnv({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Virtuális Iroda <no-reply@example.hu>' });
      const mailer = createMailer(env, t.database.db, t.app.log);
      expect(mailer.transport).toBe('smtp');
      await mailer.send({ to: 'smtp.cimzett@example.hu', ...passwordResetMail('Anna', 'http://localhost/reset-password?token=abc') });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('To: smtp.cimzett@example.hu');
      expect(smtp.messages[0]).toMatch(/Subject: =\?UTF-8\?/); // encoded Hungarian subject
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'smtp.cimzett@example.hu'))).toHaveLength(0);
    } finally {
      smtp.server.close();
    }
  });

  it('stores mail in the outbox without SMTP_URL; sendLater failures are logged, not thrown', async () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    const mailer = createMailer(env, t.database.db, t.app.log);
    expect(mailer.transport).toBe('outbox');
    mailer.sendLater({ to: 'outbox@example.hu', subject: 'Teszt', text: 'szöveg', html: '<p>szöveg</p>' });
    mailer.sendLater(async () => {
      throw new Error('prepare failed');
    });
    mailer.sendLater(async () => null);
    await mailer.idle();
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'outbox@example.hu'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Teszt', textBody: 'szöveg' });
  });

  it('escapes content in the HTML version', () => {
    const mail = passwordResetMail('<script>x</script>', 'http://localhost/reset-password?token=a&b=c');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('token=a&amp;b=c');
    expect(mail.subject).toBe('Jelszó visszaállítása – Virtuális Iroda');
  });
});
