import type { FastifyInstance } from 'fastify';
import { queueAlerts, queueAuditCheck } from './alerts';
import { queueDueReports } from './scheduled-report-job';

/**
 * docs/mail.md §4, §5: every instance looks now and then (as the scheduled backups do) for the
 * scheduled reports due, the alerts to send and the night's audit check; each is queued with an
 * idempotency key naming its period or occurrence, so however many instances look, each runs once.
 */
export function lookForScheduledWork(app: FastifyInstance, everyMs: number): void {
  const look = async () => {
    await queueDueReports(app.deps);
    await queueAuditCheck(app.deps);
    await queueAlerts(app.deps);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    const tick = () => void look().catch((error: unknown) => app.log.error({ err: error }, 'looking for scheduled reports and alerts failed'));
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', () => clearInterval(timer));
}
