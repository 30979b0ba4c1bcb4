import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_SECONDS } from './sessions.ts';

/**
 * The admin session cookie. With Secure (production, or an https PUBLIC_URL) it carries the
 * `__Host-` prefix, which browsers accept only with Secure, Path=/ and no Domain, so no subdomain
 * can plant or overwrite it. Over plain http (http://localhost in development and tests) a Secure
 * cookie would not come back, so the name drops the prefix there. See
 * docs/decisions/0005-admin-sessions.md.
 */
export class SessionCookie {
  readonly name: string;
  private readonly options: CookieSerializeOptions;

  /**
   * `base` and `maxAgeSeconds` name another cookie of the same kind: the sign-in step that waits
   * for a second factor (`cm_admin_step`, five minutes).
   */
  constructor(
    readonly secure: boolean,
    base = 'cm_admin',
    private readonly maxAgeSeconds = SESSION_ABSOLUTE_SECONDS,
  ) {
    this.name = secure ? `__Host-${base}` : base;
    this.options = { path: '/', httpOnly: true, sameSite: 'strict', secure };
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(this.name, token, { ...this.options, maxAge: this.maxAgeSeconds });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, this.options);
  }
}
