import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db';
import { periodicJob } from '../jobs/periodic-job';

export const DEFAULT_MAIL_FROM = "TJ's Biker Gear <orders@tjsbikergear.example>";

export interface OutboxSenderOptions {
  db: Pick<Database, 'leaseDueMail' | 'markMailSent' | 'markMailFailed'>;
  logger: Logger;
  /** Null when no SMTP_URL is set: mail then stays in the outbox. */
  transport: Pick<Transporter, 'sendMail'> | null;
  from?: string;
  batchSize?: number;
  /** How long a leased message is left to its sender before another may try it. */
  leaseSeconds?: number;
  retryDelay?: (attempts: number) => number;
}

export function smtpTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}

/** 1 min, 2, 4, … capped at 6 h: a mail server that is down for a while is not hammered. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the email outbox. Each due message is leased, sent, then marked sent; a failure records the
 * error and schedules the next attempt, so nothing is lost. Without a transport the messages stay in
 * the outbox and each is logged once (recipient and subject only: the body may hold a gift card code).
 */
export function createOutboxSender(opts: OutboxSenderOptions) {
  const { db, logger, transport, from = DEFAULT_MAIL_FROM, batchSize = 20, leaseSeconds = 300, retryDelay = retryDelaySeconds } = opts;

  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    if (!transport) {
      // Looked at again in an hour: a server started later with SMTP_URL picks them up then.
      for (const mail of await db.leaseDueMail(batchSize, 3600)) {
        logger.info({ mailId: mail.id, subject: mail.subject }, 'mail kept in the outbox: SMTP_URL is not set');
      }
      return { sent: 0, failed: 0 };
    }
    const due = await db.leaseDueMail(batchSize, leaseSeconds);
    let sent = 0;
    let failed = 0;
    for (const mail of due) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.markMailSent(mail.id);
        sent += 1;
      } catch (err) {
        failed += 1;
        const message = (err as Error).message;
        await db.markMailFailed(mail.id, message, retryDelay(mail.attempts));
        logger.warn({ mailId: mail.id, attempts: mail.attempts, error: { message } }, 'mail not delivered; will retry');
      }
    }
    return { sent, failed };
  }

  const job = periodicJob(deliverDue, (err) => logger.error({ error: { message: err.message } }, 'outbox delivery failed'));
  return {
    deliverDue,
    start(intervalMs = 10_000) {
      if (!transport) logger.info('SMTP_URL is not set: mail stays in the email_outbox table');
      job.start(intervalMs);
    },
    stop: job.stop,
  };
}
