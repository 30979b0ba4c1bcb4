import { z } from 'zod';

/*
 * Field types for environment variables, shared by the server's configuration and the front-end
 * build, so a variable both read is parsed by one rule.
 */

/** Trimmed text; empty means unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** An optional URL whose scheme is one of `protocols` (`['https:']`). */
export const urlWithProtocols = (protocols: string[]) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** One line per bad variable: `NAME: what is wrong`. */
export const envIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);

/**
 * Whether `name` is a canonical IANA time zone ("Europe/Berlin", "UTC"): the runtime's list,
 * which PostgreSQL and PGlite know by the same names.
 */
export function isTimeZone(name: string): boolean {
  return name === 'UTC' || Intl.supportedValuesOf('timeZone').includes(name);
}

/** An optional IANA time zone name; unset is UTC. */
export const timeZoneName = optionalText
  .refine((value) => value === undefined || isTimeZone(value), {
    message: 'must be an IANA time zone name, such as Europe/Berlin or America/New_York',
  })
  .transform((value) => value ?? 'UTC');
