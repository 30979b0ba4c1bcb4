import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { outbox } from '../db/schema.ts';
import { sessionCookieHeader } from './admin-session.ts';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';

/** Asks for a library sign-in link for `email`, from the client address `ip`. */
export const askForLibraryLink = (app: FastifyInstance, email: string, ip = '203.0.113.1') =>
  app.inject({
    method: 'POST',
    url: '/api/library/sign-in',
    payload: { email },
    remoteAddress: ip,
  });

/** Presses the sign-in page's button: the form POST that spends the link. */
export const pressSignInButton = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: `/library/sign-in/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
    payload: '',
  });

/** A call as the library page makes it, with the library cookie when one is given. */
export const libraryCall = (
  app: FastifyInstance,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { origin: 'http://shop.test', ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A buyer's way into the library of the test app `t` (read lazily: `t` is filled per test). */
export function libraryVisitor(t: TestApp) {
  /** The token in the newest library sign-in mail to this address. */
  async function signInToken(to: string): Promise<string> {
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'library-sign-in'), eq(outbox.toAddress, to)))
      .orderBy(outbox.id);
    const token = /\/library\/sign-in\/([\w-]{43})\b/.exec(mails.at(-1)?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no library sign-in mail to ${to}`);
    return token;
  }

  /** Asks for a link, presses its button, and returns the library cookie as a request header. */
  async function signIn(email: string, ip = '203.0.113.9'): Promise<string> {
    await askForLibraryLink(t.app, email, ip);
    const signedIn = await pressSignInButton(t.app, await signInToken(email));
    expect(signedIn.statusCode).toBe(303);
    return sessionCookieHeader(signedIn.headers['set-cookie']);
  }

  /** The library as the signed-in buyer sees it. */
  async function library(cookie: string) {
    const response = await libraryCall(t.app, cookie, 'GET', '/api/library');
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  return { signInToken, signIn, library };
}
