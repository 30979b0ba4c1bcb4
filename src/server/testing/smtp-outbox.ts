/** The outbox's delivery tests' shared parts: a real SMTP server, a receipt to queue, a worker. */
import Fastify from 'fastify';
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { smtpTransport } from '../mail/transport.ts';

// A quiet logger of the kind the worker gets from the app.
export const log = Fastify({ logger: { level: 'silent' } }).log;

export interface Received {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
  /** List-Unsubscribe and List-Unsubscribe-Post as written (unfolded), when the mail has them. */
  listHeaders?: Record<string, string>;
}

/** The mail's List-* header fields, unfolded, by lower-case name; undefined when it has none. */
function listHeadersOf(lines: readonly { key: string; line: string }[]) {
  const found = lines
    .filter(({ key }) => key.startsWith('list-'))
    .map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]);
  return found.length > 0 ? { listHeaders: Object.fromEntries(found) } : {};
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port = 0, options: { refuse?: () => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse?.()) {
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''),
            ...(mail.replyTo ? { replyTo: mail.replyTo.text } : {}),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
            ...listHeadersOf(mail.headerLines),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const mail = (to: string) => ({
  kind: 'receipt',
  to,
  subject: 'Your Cryptomaton download is ready',
  text: 'Download: http://shop.test/download/abc',
  html: '<p>Download</p>',
});

/** A worker that sends through the SMTP server on `port`. */
export function smtpOutboxWorker(db: Db, port: number, from = 'shop@test'): OutboxWorker {
  return new OutboxWorker(db, smtpTransport(`smtp://127.0.0.1:${port}`, from), log);
}
