import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import { claimDueMails, markFailed, markSent } from './outbox.ts';
import type { MailTransport } from './transport.ts';

/**
 * Sends queued mail. Runs on an interval and can be nudged right after a commit so codes arrive
 * at once. Each mail is claimed and marked in one transaction, so a crash re-sends at most the
 * mail in flight, never skips one.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = 2_000): void {
    // nudge() logs its own failures; the timer only starts passes.
    this.timer = setInterval(() => void this.nudge(), intervalMs);
    this.timer.unref();
  }

  /** Runs a pass now (or right after the current one). Resolves when the pass is done. */
  nudge(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.nudge();
      }
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        const sent = await this.db.transaction(async (tx) => {
          const [mail] = await claimDueMails(tx, this.clock.now(), 1);
          if (!mail) return false;
          try {
            await this.transport.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
            await markSent(tx, mail.id, this.clock.now());
          } catch (error) {
            this.log.warn({ mailId: mail.id, err: error }, 'mail send failed; will retry');
            await markFailed(tx, mail, this.clock.now(), String(error));
          }
          return true;
        });
        if (!sent) return;
      }
    } catch (error) {
      this.log.error({ err: error }, 'mail worker pass failed');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }
}
