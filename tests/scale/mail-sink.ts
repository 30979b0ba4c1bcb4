import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ProcessGroup, startGroup } from '../../bench/process-group.ts';
import { waitUntil } from './waiting.ts';

/** The header the shop's SMTP transport puts on every mail: `<kind>-<outbox id>`. */
const MAIL_ID = /^x-cryptomaton-mail:\s*(\S+)\s*$/im;

/**
 * The mail server the shop's processes send to: tests/e2e/smtp-sink.ts on a fixed port, so it
 * can be stopped (an SMTP outage) and brought back where SMTP_URL points. Each start writes to a
 * folder of its own (the sink empties its folder), and what arrived is counted over all of them.
 */
export class MailSink {
  private group: ProcessGroup | undefined;
  private starts = 0;

  constructor(
    readonly port: number,
    private readonly root: string,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.starts += 1;
    const folder = path.join(this.root, `inbox-${this.starts}`);
    const group = startGroup(process.execPath, [
      '--import',
      'tsx',
      'tests/e2e/smtp-sink.ts',
      folder,
      String(this.port),
    ]);
    this.group = group;
    const listening = await waitUntil(() => group.output().includes('listening on port'), {
      timeoutMs: 30_000,
      intervalMs: 100,
    });
    if (!listening) throw new Error(`the SMTP sink did not start:\n${group.output()}`);
  }

  async stop(): Promise<void> {
    await this.group?.stop();
  }

  /** How many times each mail (by its outbox id) arrived. */
  async received(): Promise<Map<string, number>> {
    await mkdir(this.root, { recursive: true });
    const counts = new Map<string, number>();
    for (const folder of await readdir(this.root)) {
      const names = await readdir(path.join(this.root, folder)).catch(() => []);
      for (const name of names.filter((file) => file.endsWith('.eml'))) {
        const mail = await readFile(path.join(this.root, folder, name), 'utf8');
        const id =
          MAIL_ID.exec(mail.slice(0, mail.indexOf('\r\n\r\n')))?.[1] ?? `unlabelled ${name}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    return counts;
  }
}
