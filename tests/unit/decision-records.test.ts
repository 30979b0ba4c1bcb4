import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer reads the decision records to learn how the shop works today: each says whether it
// still holds, and one that no longer holds (in whole or in part) sends the reader to what does.
const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));

/** The status paragraph: from `Status:` to the first blank line, or undefined without one. */
function statusOf(text: string): string | undefined {
  return text.match(/^Status: [^\n]+(?:\n[^\n]+)*/m)?.[0];
}

/** The records a status links to, by file name. */
function linkedRecords(status: string): string[] {
  return [...status.matchAll(/\]\((?:\.\/)?(\d{4}-[^)#\s]+\.md)\)/g)].map((match) => match[1]!);
}

describe('the decision records', () => {
  it('are there to check', () => {
    expect(records.length).toBeGreaterThanOrEqual(12);
  });

  it('each has a Status line before its context', () => {
    const missing = records
      .filter(({ text }) => {
        const status = text.search(/^Status: /m);
        return status < 0 || status > text.indexOf('## ');
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('a superseded one names its successor, and the successor names it back', () => {
    const problems: string[] = [];
    for (const { name, text } of records) {
      const status = statusOf(text) ?? '';
      // The successor may be another record or a doc that took the rule over (sign-in limits).
      if (/superseded/i.test(status) && !/\]\([^)\s]+\.md\)/.test(status)) {
        problems.push(`${name} is superseded but links to no successor`);
      }
      if (!/supersedes/i.test(status)) continue;
      for (const older of linkedRecords(status)) {
        const olderStatus = statusOf(records.find((record) => record.name === older)?.text ?? '');
        if (!olderStatus?.includes(`(${name})`)) {
          problems.push(`${name} supersedes ${older}, whose status does not link back`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
