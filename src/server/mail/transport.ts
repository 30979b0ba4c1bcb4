import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import { isSingleMailbox } from '../../shared/email.ts';
import { UndeliverableMailError } from './mail-errors.ts';

export interface OutgoingMail {
  id: number;
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields of this mail (update mail's List-Unsubscribe and its POST). */
  headers?: Record<string, string>;
  /** When the mail was queued: with `kind` and `id`, what makes its Message-ID unique. */
  createdAt: Date;
}

export interface MailTransport {
  /** smtp: handed to a mail server. local: kept as .eml files for the operator to read. */
  kind: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The one recipient of a mail, as nodemailer must take it: an address object is used as is,
 * whereas a string is parsed as a list ("a@x.io, b@y.io" would reach both).
 */
function singleRecipient(to: string): { name: string; address: string } {
  if (!isSingleMailbox(to)) {
    throw new UndeliverableMailError('The recipient is not one valid email address.');
  }
  return { name: '', address: to };
}

/**
 * The same for every attempt at one outbox mail. A process that dies after the mail server took
 * a mail, but before the mail was recorded as sent, leaves it to be sent again; mail clients that
 * recognise a Message-ID they already hold (Gmail does) then show the buyer one mail, not two.
 * The queue time keeps ids unique when a reinstalled shop numbers its outbox from 1 again.
 */
export function messageIdOf(mail: OutgoingMail, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'cryptomaton.invalid';
  return `<${mail.kind}-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
}

/** The message as both transports hand it to nodemailer. */
function message(from: string, mail: OutgoingMail) {
  return {
    messageId: messageIdOf(mail, from),
    from,
    to: singleRecipient(mail.to),
    replyTo: mail.replyTo ? singleRecipient(mail.replyTo) : undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  };
}

let loading: Promise<typeof Nodemailer> | undefined;

/**
 * nodemailer (about 40 modules, 15 MB) is loaded with the first mail, not by every process at
 * start: most processes start, serve and stop without sending one.
 */
function loadNodemailer(): Promise<typeof Nodemailer> {
  return (loading ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer));
}

/** A nodemailer transporter made on first use, closed only if it was made. */
function lazily<T extends { close(): void }>(make: (nodemailer: typeof Nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= loadNodemailer().then(make)),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const options = new URL(url);
  // An unreachable server must fail the attempt quickly; the outbox retries it later.
  options.searchParams.set('connectionTimeout', '10000');
  options.searchParams.set('greetingTimeout', '10000');
  options.searchParams.set('socketTimeout', '20000');
  const transporter = lazily((nodemailer) => nodemailer.createTransport(options.toString()));
  return {
    kind: 'smtp',
    send: async (mail) => {
      const smtp = await transporter.get();
      await smtp.sendMail({
        ...message(from, mail),
        headers: { ...mail.headers, 'X-Cryptomaton-Mail': `${mail.kind}-${mail.id}` },
      });
    },
    close: () => transporter.close(),
  };
}

/** With no SMTP configured, every mail is written to DATA_DIR/mail as a standard .eml file. */
export function localTransport(dir: string, from: string): MailTransport {
  const builder = lazily((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    kind: 'local',
    send: async (mail) => {
      const info = await (await builder.get()).sendMail(message(from, mail));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(dir, `${stamp}-${mail.id}-${mail.kind}.eml`), info.message);
    },
    close: () => builder.close(),
  };
}
