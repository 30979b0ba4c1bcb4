import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { secondFactorPaths } from '../../shared/admin/second-factor.ts';
import { signIn } from './admin-session.ts';

/** The `name=value` of the cookie called `name` among a response's Set-Cookie headers. */
export function cookieNamed(setCookie: string | string[] | undefined, name: string): string {
  const pair = [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
  if (!pair) throw new Error(`no ${name} cookie was set`);
  return pair;
}

/** A request of a signed-in member. */
export const asMember =
  (app: FastifyInstance, cookie: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The app's code for `secret`, `steps` 30-second steps from now. */
export const codeFor = (secret: string, steps = 0): string =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Sets up the authenticator app for a signed-in member; its secret and the recovery codes. */
export async function setUpTotp(app: FastifyInstance, cookie: string) {
  const as = asMember(app, cookie);
  const setup = await as('POST', secondFactorPaths.totpSetup);
  const secret: string = setup.json().secret;
  const usedCode = codeFor(secret);
  const confirmed = await as('POST', secondFactorPaths.totp, { code: usedCode });
  if (confirmed.statusCode !== 200) throw new Error(`TOTP set-up failed: ${confirmed.body}`);
  return { secret, usedCode, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

/** Enters the password; the cookie header of the step that waits for the second factor. */
export async function passwordStep(app: FastifyInstance, email: string, password: string) {
  const response = await signIn(app, email, password);
  if (!response.json().secondStep) throw new Error(`no second step: ${response.body}`);
  return cookieNamed(response.headers['set-cookie'], 'cm_admin_step');
}

/** Answers the sign-in's second step. */
export const secondStep = (app: FastifyInstance, stepCookie: string, answer: object) =>
  app.inject({
    method: 'POST',
    url: secondFactorPaths.signInSecondStep,
    headers: { cookie: stepCookie },
    payload: answer,
  });
