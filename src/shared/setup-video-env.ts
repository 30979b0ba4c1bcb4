import { z } from 'zod';
import { envIssues } from './env-fields.ts';

/** A YouTube video id: 11 characters of the URL-safe alphabet. */
const VIDEO_ID = /^[\w-]{11}$/;

/** The id in a YouTube watch, short, embed or no-cookie URL; undefined for anything else. */
function youtubeVideoId(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? first
      : host === 'youtube.com' && url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? undefined)
        : (host === 'youtube.com' || host === 'youtube-nocookie.com') && first === 'embed'
          ? second
          : undefined;
  return id !== undefined && VIDEO_ID.test(id) ? id : undefined;
}

/**
 * SETUP_VIDEO_URL: the setup walkthrough on YouTube, embedded on /setup-guide's Video Guide tab.
 * Unset or blank: no video, and the tab is a written walk-through. The front-end build reads it
 * (the page is prerendered) and so does the server, whose policy then lets /setup-guide frame it.
 */
export const SetupVideoEnvShape = {
  SETUP_VIDEO_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const id = youtubeVideoId(value);
      if (id === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'must be a YouTube video URL (https://www.youtube.com/watch?v=…)',
        });
        return z.NEVER;
      }
      return id;
    }),
};

/** The configured video's YouTube id, or null; a bad value throws an error naming its variable. */
export function setupVideoIdFromEnv(env: Record<string, string | undefined>): string | null {
  const parsed = z.object(SetupVideoEnvShape).safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid setup video:\n  ${envIssues(parsed.error).join('\n  ')}`);
  }
  return parsed.data.SETUP_VIDEO_URL;
}
