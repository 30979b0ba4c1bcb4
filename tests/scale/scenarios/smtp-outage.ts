import { mailRowsFor, settledMail } from '../mail-accounting.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { buyTheBot, sendContactMessage } from '../shop-calls.ts';
import { waitUntil } from '../waiting.ts';

const MESSAGES = 4;
const ORDERS = 2;
// Two mails per contact message (the staff's and the visitor's), one receipt per order.
const MAILS = MESSAGES * 2 + ORDERS;

/** Mail goes through the outbox: an SMTP outage delays it, and loses none. */
export const smtpOutage: Scenario = {
  key: 'smtp',
  name: 'SMTP down for a while',
  tried: `SMTP server stopped; ${MESSAGES} contact messages and ${ORDERS} orders through the proxy; each mail fails once; SMTP back on the same port`,
  async run({ cluster, db, sink, addresses, runId }) {
    const like = `smtp-%-${runId}@example.com`;
    await sink.stop();
    for (let index = 0; index < MESSAGES; index += 1) {
      await sendContactMessage(
        cluster.url,
        addresses.next(),
        `smtp-m${index}-${runId}@example.com`,
        'While mail is down',
      );
    }
    for (let index = 0; index < ORDERS; index += 1) {
      await buyTheBot(cluster.url, addresses.next(), `smtp-o${index}-${runId}@example.com`);
    }
    const triedWhileDown = async () =>
      (await mailRowsFor(db, like)).filter((row) => row.attempts > 0 && row.status === 'pending')
        .length;
    await waitUntil(async () => (await triedWhileDown()) >= MAILS, { timeoutMs: 30_000 });
    const failedWhileDown = await triedWhileDown();
    await sink.start();
    const mail = await settledMail(db, sink, like, 150_000);
    return {
      checks: [
        exactly('mails queued', MAILS, mail.queued),
        exactly('tried while SMTP was down, kept for a retry', MAILS, failedWhileDown),
        exactly('sent once SMTP was back', MAILS, mail.sent),
        exactly('received exactly once', MAILS, mail.receivedOnce),
        exactly('given up (failed)', 0, mail.failed),
      ],
    };
  },
};
