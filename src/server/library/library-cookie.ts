import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { libraryLimits } from '../../shared/library.ts';

/**
 * The library session's cookie, apart from the admin's (another name, another table): httpOnly,
 * SameSite=Strict, and with Secure the `__Host-` prefix, as the admin cookie has it
 * (docs/decisions/0005-admin-sessions.md).
 */
export class LibraryCookie {
  readonly name: string;
  private readonly options: CookieSerializeOptions;

  constructor(readonly secure: boolean) {
    this.name = secure ? '__Host-cm_library' : 'cm_library';
    this.options = { path: '/', httpOnly: true, sameSite: 'strict', secure };
  }

  read(request: FastifyRequest): string | undefined {
    const value = request.cookies[this.name];
    return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }

  set(reply: FastifyReply, token: string): void {
    reply.setCookie(this.name, token, {
      ...this.options,
      maxAge: libraryLimits.sessionHours * 3600,
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.name, this.options);
  }
}
