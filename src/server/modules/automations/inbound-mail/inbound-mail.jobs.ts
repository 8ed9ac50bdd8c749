// E-mail to case's job handlers (issue 36.1, decisions 0433–0434) on the one runtime: filing a
// received message, polling a firm's IMAP mailbox, and the sweep that starts the polls.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { inboundMailSettings } from '../../../db/schema';
import { enqueue } from '../../../jobs/enqueue';
import type { BlobStorage } from '../../../storage';
import { imapFlowClient, type ImapClientFactory, pollImap } from './imap-poll';
import { imapSweepJob, pollImapJob, processInboundMailJob } from './inbound-mail.jobs-def';
import { processInboundMail } from './inbound-mail.process';
import { inboundConfig } from './inbound-mail.service';

/** Tests replace the IMAP client (there is no IMAP server in the test environment). */
let clientFactory: ImapClientFactory = imapFlowClient;
export function useImapClientFactory(factory: ImapClientFactory | null): void {
  clientFactory = factory ?? imapFlowClient;
}

export function registerInboundMailJobs(app: FastifyInstance, storage: BlobStorage): void {
  const config = inboundConfig(app.env);
  app.jobs.handle(processInboundMailJob, (ctx, { mailId }) => processInboundMail(ctx, mailId, { db: app.db, storage, domains: config.domains }));
  app.jobs.handle(pollImapJob, (ctx) => pollImap(ctx, config, clientFactory));
  app.jobs.handle(imapSweepJob, async (ctx) => {
    const firms = await ctx.db
      .select({ tenantId: inboundMailSettings.tenantId, configuredBy: inboundMailSettings.configuredBy })
      .from(inboundMailSettings)
      .where(and(eq(inboundMailSettings.enabled, true), eq(inboundMailSettings.imapEnabled, true)));
    const slot = Math.floor(ctx.now().getTime() / Math.max(1, app.env.INBOUND_IMAP_POLL_INTERVAL_MS));
    for (const firm of firms) await enqueue(ctx.db, pollImapJob, {}, { tenantId: firm.tenantId, key: `imap:${slot}`, actingUserId: firm.configuredBy });
  });
  app.jobs.recurring(imapSweepJob, app.env.INBOUND_IMAP_POLL_INTERVAL_MS, {});
}
