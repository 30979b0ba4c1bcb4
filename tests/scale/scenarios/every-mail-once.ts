import { settledMail } from '../mail-accounting.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';

/**
 * Every process runs the outbox worker; rows are claimed with FOR UPDATE SKIP LOCKED, so each
 * mail leaves once. Counted over everything the run's scenarios made the shop send.
 */
export const everyMailOnce: Scenario = {
  key: 'mail',
  name: 'Every mail sent exactly once',
  tried:
    'all processes run the outbox worker; every mail the run queued is looked for at the SMTP server',
  async run({ db, sink }) {
    // A mail a killed process had claimed waits out its 45 s lease before another sends it.
    const mail = await settledMail(db, sink, '%', 150_000);
    return {
      checks: [
        exactly('mails sent (of all queued)', mail.queued, mail.sent),
        exactly('received exactly once', mail.queued, mail.receivedOnce),
        exactly('received more than once', 0, mail.receivedTwice),
        exactly('given up (failed)', 0, mail.failed),
      ],
    };
  },
};
