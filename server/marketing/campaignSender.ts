import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Campaign } from '../../domain/campaign.js';
import type { CampaignMessageReason, NotificationChannel } from '../../domain/campaignMessage.js';
import { customerFullName } from '../../domain/customer.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { consentRefusalAt } from '../consent/consentState.js';
import { campaigns } from '../resources/campaigns.js';
import { renderCampaignMail, renderCampaignSms } from '../messaging/campaignTemplates.js';
import { companyProfile } from '../messaging/companyProfile.js';
import { mailAddressOf, type MailTransport } from '../messaging/mailTransport.js';
import { deliveryFailureOf } from '../messaging/deliveryFailure.js';
import type { SmsTransport } from '../messaging/smsTransport.js';
import { campaignMessages } from '../resources/campaignMessages.js';
import { readCampaign } from '../resources/campaigns.js';
import { nextVersion } from '../resources/recordWrites.js';
import { expandCampaign } from './campaignExpansion.js';
import type { UnsubscribeTokens } from './unsubscribeToken.js';

export interface CampaignSenderOptions {
  db: Db;
  clock: Clock;
  /** Without one, e-mail messages wait in the outbox. */
  mail?: MailTransport;
  /** Without one, SMS wait in the outbox. */
  sms?: SmsTransport;
  mailFrom: string;
  /** The address the unsubscribe links lead to (asked when needed: the listening address is known once listening). */
  publicUrl: () => string;
  tokens: UnsubscribeTokens;
  /** Messages claimed at a time, and sent at once. */
  batchSize?: number;
  concurrency?: number;
  /** The waits before the second and third attempt of a message the SMTP server refused for now (4xx). */
  retryDelaysMs?: readonly number[];
  /** How long a claimed message may stay `sending` before a starting server calls its fate unknown. */
  leaseMs?: number;
  log?: (error: unknown) => void;
}

type ClaimedMessage = {
  _id: string;
  campaign: string;
  customer: string;
  address: string;
  name: string | null;
  last_name: string | null;
  locale: string;
};

/** The campaign channels a transport is configured for; the others' messages wait in the outbox. */
export const deliverableChannels = (mail: MailTransport | undefined, sms: SmsTransport | undefined): Record<NotificationChannel, boolean> => ({
  email: Boolean(mail),
  sms: Boolean(sms),
});

type Company = Awaited<ReturnType<typeof companyProfile>>;

/**
 * Delivers campaigns (docs/product.md#campaign-delivery): claims a batch of a campaign's queued messages in one committed UPDATE … FOR
 * UPDATE SKIP LOCKED, so that two servers never claim the same message, then hands them to the mail transport a
 * few at a time. A refusal for now (4xx) is tried again after a wait, up to three attempts; an unreachable SMTP
 * server interrupts the campaign (its unsent messages go back to the queue, resumed by sending it again). A
 * campaign whose messages are all answered is `sent`. Due scheduled campaigns are claimed the same way.
 */
export function campaignSender({
  db,
  clock,
  mail,
  sms,
  mailFrom,
  publicUrl,
  tokens,
  // Measured on a loopback SMTP server (npm run bench): 5 at a time handed over ~100 messages/s, 20 over 500.
  // A batch is what a killed server leaves `unknown`: 50 keeps that small while its status is still one UPDATE.
  batchSize = 50,
  concurrency = 20,
  retryDelaysMs = [2_000, 10_000],
  leaseMs = 10 * 60_000,
  log = () => {},
}: CampaignSenderOptions) {
  const deliverable = deliverableChannels(mail, sms);
  const maxAttempts = retryDelaysMs.length + 1;

  const unsubscribeUrl = (message: ClaimedMessage) =>
    `${publicUrl().replace(/\/+$/, '')}/api/public/unsubscribe?token=${encodeURIComponent(tokens.sign(message.customer, message.campaign))}`;

  /**
   * Claims up to `batchSize` queued messages of the campaign by a channel, committed before any is handed over.
   * Consent is checked again here, not only when the messages were written: a scheduled or long campaign's messages
   * wait, meanwhile a customer may unsubscribe or an implied consent expire (docs/marketing.md#consent). The batch's
   * messages whose consent no longer holds are recorded skipped with the reason in the same statement; answers the
   * messages claimed and how many were skipped (a batch may be all skipped while more wait).
   */
  async function claim(campaignId: string, channel: NotificationChannel): Promise<{ claimed: ClaimedMessage[]; skipped: number }> {
    const { rows } = await db.execute<{ claimed: ClaimedMessage[]; skipped: number }>(sql`
      with batch as (
          select message._id, ${consentRefusalAt(channel, clock.now())} as refusal
          from campaign_messages as message join customers on customers._id = message.customer
          where message.campaign = ${campaignId} and message.status = 'queued' and message.channel = ${channel}
          order by message._id limit ${batchSize} for update of message skip locked),
        skipped as (
          update campaign_messages as message set status = 'skipped', error = batch.refusal, updated_at = now()
          from batch where message._id = batch._id and batch.refusal is not null
          returning message._id),
        claimed as (
          update campaign_messages as message set status = 'sending', claimed_at = now(), updated_at = now()
          from batch, customers
          where message._id = batch._id and batch.refusal is null and customers._id = message.customer
          returning message._id, message.campaign, message.customer, message.address, customers.name, customers.last_name, customers.locale)
      select coalesce((select json_agg(claimed) from claimed), '[]'::json) as claimed, (select count(*) from skipped)::int as skipped`);
    return rows[0];
  }

  const record = (id: string, values: PgUpdateSetSource<typeof campaignMessages>) =>
    db
      .update(campaignMessages)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(campaignMessages._id, id));

  /** How each channel hands one message over, once a transport is configured for it. */
  const handOver: Record<NotificationChannel, ((campaign: Campaign, company: Company, message: ClaimedMessage) => Promise<void>) | undefined> = {
    email:
      mail &&
      (async (campaign, company, message) => {
        const person = { first_name: message.name?.trim() ?? '', full_name: customerFullName(message) };
        const link = unsubscribeUrl(message);
        await mail.send({
          from: { name: campaign.sender, address: mailAddressOf(mailFrom) },
          to: message.address,
          ...renderCampaignMail({ campaign, company, person, unsubscribeUrl: link }),
          // RFC 8058 one-click unsubscribe: the mail client POSTs to the link itself.
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      }),
    sms:
      sms &&
      (async (campaign, _company, message) => {
        const person = { first_name: message.name?.trim() ?? '', full_name: customerFullName(message) };
        await sms.send({ to: message.address, from: campaign.sender, text: renderCampaignSms(campaign, person, message.locale) });
      }),
  };

  /**
   * Hands one message over, trying again after a refusal for now; answers how many attempts it took once handed
   * over (its `sent` is recorded with the batch's), or unreachable when the provider cannot be reached.
   */
  async function deliver(send: (message: ClaimedMessage) => Promise<void>, message: ClaimedMessage): Promise<number | 'failed' | 'unreachable'> {
    for (let attempt = 1; ; attempt++) {
      try {
        await send(message);
        return attempt;
      } catch (error) {
        const failure = deliveryFailureOf(error);
        const reason = error instanceof Error ? error.message : String(error);
        if (failure === 'unreachable') {
          // Never handed over: it goes back to the queue, to be sent when the campaign resumes.
          await record(message._id, { status: 'queued', claimed_at: null, error: reason });
          return 'unreachable';
        }
        if (failure === 'permanent' || attempt >= maxAttempts) {
          await record(message._id, { status: 'failed', attempts: attempt, error: reason });
          return 'failed';
        }
        await clock.sleep(retryDelaysMs[attempt - 1]);
      }
    }
  }

  /**
   * Records the messages handed over, with their attempts, in one statement: one UPDATE a message cost the
   * database as much as the sending. Until it runs they stay `sending`, which a stopped server leaves `unknown`.
   * The messages are locked in id order, as a claim and a merge lock theirs: in the order of their answers, two
   * statements locking the same two messages in turn could each wait for the other.
   */
  async function recordSent(sent: { id: string; attempts: number }[]) {
    if (!sent.length) return;
    await db.execute(sql`
      with handed as (select * from unnest(${sql.param(sent.map((m) => m.id))}::text[], ${sql.param(sent.map((m) => m.attempts))}::int[]) as handed(id, attempts)),
        locked as materialized (select message._id from campaign_messages as message join handed on message._id = handed.id order by message._id for update of message)
      update ${campaignMessages} set status = 'sent', attempts = handed.attempts, error = null, sent_at = now(), updated_at = now()
      from locked join handed on handed.id = locked._id
      where ${campaignMessages._id} = locked._id`);
  }

  /** Marks the campaign sent once none of its messages waits or is being sent. */
  const finishIfDone = (campaignId: string) =>
    db.execute(sql`
      update ${campaigns} set status = 'sent', updated_at = ${nextVersion(campaigns)}
      where ${campaigns._id} = ${campaignId} and ${campaigns.status} = 'sending'
        and not exists (select 1 from campaign_messages where campaign = ${campaignId} and status in ('queued', 'sending'))`);

  const interrupt = (campaignId: string) =>
    db
      .update(campaigns)
      .set({ status: 'interrupted', updated_at: nextVersion(campaigns) })
      .where(and(eq(campaigns._id, campaignId), eq(campaigns.status, 'sending')));

  async function deliverCampaign(campaignId: string) {
    const campaign = await readCampaign(db, campaignId);
    const company = await companyProfile(db);
    for (const channel of Object.keys(handOver) as NotificationChannel[]) {
      const channelHandOver = handOver[channel];
      if (!channelHandOver) continue;
      const send = (message: ClaimedMessage) => channelHandOver(campaign, company, message);
      for (let { claimed: batch, skipped } = await claim(campaignId, channel); batch.length || skipped; { claimed: batch, skipped } = await claim(campaignId, channel)) {
        let unreachable = false;
        const waiting = [...batch];
        const sent: { id: string; attempts: number }[] = [];
        const worker = async () => {
          for (let message = waiting.shift(); message; message = waiting.shift()) {
            if (unreachable) {
              await record(message._id, { status: 'queued', claimed_at: null });
              continue;
            }
            const outcome = await deliver(send, message);
            if (outcome === 'unreachable') unreachable = true;
            else if (typeof outcome === 'number') sent.push({ id: message._id, attempts: outcome });
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
        await recordSent(sent);
        if (unreachable) {
          await interrupt(campaignId);
          return;
        }
      }
    }
    await finishIfDone(campaignId);
  }

  /**
   * Claims the scheduled campaigns that are due, each by one server only, and writes their messages. While Settings
   * has no mailing address a due e-mail campaign is `interrupted` instead, writing nothing: sending it again once the
   * address is set resumes it (docs/marketing.md#sender-identification).
   */
  async function startDueCampaigns() {
    const { address } = await companyProfile(db);
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<Pick<Campaign, '_id' | 'recipients_list' | 'notification_channels' | 'status'>>(sql`
        update ${campaigns}
        set status = case when ${!address}::boolean and 'email' = any(notification_channels) then 'interrupted' else 'sending' end,
          updated_at = ${nextVersion(campaigns)}
        where ${campaigns._id} in (
          select _id from campaigns where status = 'scheduled' and scheduled <= ${new Date(clock.now()).toISOString()}::timestamptz
          order by scheduled for update skip locked)
        returning _id, recipients_list, notification_channels, status`);
      for (const campaign of rows) if (campaign.status === 'sending') await expandCampaign(tx, { campaign, now: clock.now(), deliverable });
    });
  }

  const serverStopped: CampaignMessageReason = 'server_stopped';
  /**
   * Messages a stopped server left claimed past the lease: whether they went is unknown, so they are never resent.
   * Looked for on every pass, not only at start: a server restarted within the lease finds its predecessor's claims
   * still young, and its campaign could not finish while they stay `sending`. A pass never meets its own claims (the
   * passes of one sender follow each other); a live server's are younger than the lease.
   */
  const markAbandoned = () =>
    db.execute(sql`
      update campaign_messages set status = 'unknown', error = ${serverStopped}, updated_at = now()
      where status = 'sending' and claimed_at < now() - ${`${leaseMs} milliseconds`}::interval`);

  /**
   * Settles abandoned messages, starts due campaigns, then delivers every campaign that is sending (its own and those
   * another server left).
   */
  async function runOnce() {
    await markAbandoned();
    await startDueCampaigns();
    const sending = await db.select({ _id: campaigns._id }).from(campaigns).where(eq(campaigns.status, 'sending'));
    for (const { _id } of sending) await deliverCampaign(_id);
  }

  let running: Promise<void> | undefined;
  let runAgain = false;
  /** Runs `runOnce` in the background, once more if woken meanwhile; answers when the sender is idle. */
  function wake(): Promise<void> {
    if (running) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      do {
        runAgain = false;
        await runOnce().catch(log);
      } while (runAgain);
    })().finally(() => (running = undefined));
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    deliverable,
    runOnce,
    wake,
    /** Runs a pass now, then every `everyMs`. */
    start(everyMs: number) {
      void wake();
      timer = setInterval(() => void wake(), everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type CampaignSender = ReturnType<typeof campaignSender>;
