import { settledMail } from '../mail-accounting.ts';
import { exactly, figure } from '../report.ts';
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
  async run({ db, sink, heldByKilledProcess }) {
    // A mail a killed process had claimed waits out its 45 s lease before another sends it.
    const mail = await settledMail(db, sink, '%', 150_000, heldByKilledProcess);
    return {
      checks: [
        exactly('mails sent (of all queued)', mail.queued, mail.sent),
        exactly('received exactly once', mail.queued - mail.sentAgainAfterKill, mail.receivedOnce),
        figure('received twice: held by the killed process mid-send', mail.sentAgainAfterKill),
        exactly('received more than once (any other)', 0, mail.receivedTwice),
        exactly('given up (failed)', 0, mail.failed),
        ...(mail.duplicates.length > 0
          ? [figure('… which (kind-id to address ×times)', mail.duplicates.join(', '))]
          : []),
      ],
    };
  },
};
