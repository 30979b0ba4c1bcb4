import { z } from 'zod';
import { envIssues, urlWithProtocols } from './env-fields.ts';

/**
 * The variables that decide the shop's public origin. The server reads them for links in mail
 * and the sitemap, the front-end build for canonical and Open Graph URLs in prerendered pages:
 * both go through `publicUrlFrom`, so they cannot disagree about the same environment.
 */
export const PublicUrlEnvShape = {
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
};

/** PUBLIC_URL without its trailing slash, or the local address on PORT. */
export function publicUrlFrom(env: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}

/** The public origin an environment names; a bad value throws an error naming its variable. */
export function publicUrlFromEnv(env: Record<string, string | undefined>): string {
  const parsed = z.object(PublicUrlEnvShape).safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid public URL configuration:\n  ${envIssues(parsed.error).join('\n  ')}`);
  }
  return publicUrlFrom(parsed.data);
}
