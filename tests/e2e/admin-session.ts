import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The e2e server's admin, made per run by playwright.config.ts. */
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

/**
 * Signs in as the sign-in screen does, through POST /api/admin/login on the page's own cookie jar,
 * and opens `path`. Typing on the screen each time cost a page load and hydration per test;
 * admin.spec.ts signs in on the screen itself, wrong password, redirect back and all. Who is signed
 * in is in the admin header, folded into its menu on a phone: attached, if not always visible.
 */
export async function signInAt(page: Page, path = '/admin'): Promise<void> {
  expect(admin.password, 'playwright.config.ts sets the admin password').not.toBe('');
  const response = await page.request.post('/api/admin/login', { data: admin });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeAttached();
}

const mailDir = path.resolve('.e2e-data/mail');

/** Quoted-printable soft line breaks and `=3D` undone, so links read whole. */
const decoded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/**
 * The kept mails (.eml) to `to` whose name says `kind`, oldest first, decoded; `dir` is another
 * shop's mail folder (the passkey shop's: `<its data dir>/mail`).
 */
export async function mailsTo(to: string, kind: string, dir = mailDir): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(`-${kind}.eml`))
    .sort();
  const mails = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return mails.map(decoded).filter((mail) => mail.includes(to));
}

/**
 * Waits for the mail worker to write the nth mail of a kind to `to`, and returns it: the worker
 * sends after the request that queued the mail has answered.
 */
export async function nthMailTo(
  to: string,
  kind: string,
  n = 1,
  timeout?: number,
  dir = mailDir,
): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(to, kind, dir)).length, { timeout })
    .toBeGreaterThanOrEqual(n);
  return (await mailsTo(to, kind, dir))[n - 1] ?? '';
}

/** The files behind the download pages a mail links to (what each page's button fetches). */
export function downloadLinks(mail: string): string[] {
  const pages = mail.match(/https?:\/\/[^\s"<>]+\/download\/[A-Za-z0-9_-]+/g) ?? [];
  return [...new Set(pages)].map((page) => `${page}/file`);
}
