import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server for the browser tests: `node --import tsx tests/e2e/smtp-sink.ts <folder>`.
 * It accepts every mail and writes it as received to the folder (emptied first), one .eml per
 * mail. It listens on a free port and prints it, so it never takes a port someone else uses;
 * playwright.config.ts hands that port to the shop it starts next. `npm run test:scale` gives a
 * port as a second argument, to bring the sink back where the shop's SMTP_URL points after an
 * outage.
 */
const inbox = path.resolve(process.argv[2] ?? '.e2e-smtp-inbox');
const port = Number(process.argv[3] ?? 0);
await rm(inbox, { recursive: true, force: true });
await mkdir(inbox, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
      // Written aside, then renamed: a test reading the folder never sees half a mail.
      const partial = path.join(inbox, `.${name}.part`);
      writeFile(partial, Buffer.concat(chunks))
        .then(() => rename(partial, path.join(inbox, name)))
        .then(() => callback(), callback);
    });
  },
});
server.listen(port, '127.0.0.1', () => {
  const { port: listening } = server.server.address() as AddressInfo;
  console.log(`SMTP sink listening on port ${listening}`);
});
