import { ExternalLink, Play } from 'lucide-react';

interface VideoPosterProps {
  title: string;
  duration: string;
  /** Where the video lives; opened in a new tab, so nothing loads from it before the click. */
  href: string;
}

/**
 * A self-drawn poster for the setup video: no thumbnail, player or script from the video host
 * loads until the visitor chooses to watch.
 */
export function VideoPoster({ title, duration, href }: VideoPosterProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative isolate flex min-h-72 flex-col items-center justify-center overflow-hidden rounded-2xl border border-slate-800 bg-slate-950 px-6 py-10 text-center text-white shadow-lg sm:aspect-video sm:min-h-0 dark:border-border"
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_60%_at_50%_35%,color-mix(in_oklab,var(--brand-from)_35%,transparent),transparent),radial-gradient(60%_50%_at_80%_100%,color-mix(in_oklab,var(--brand-to)_30%,transparent),transparent)]"
      />
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-[repeating-linear-gradient(0deg,transparent_0_23px,rgb(255_255_255/0.04)_23px_24px)]"
      />
      <span className="flex size-16 items-center justify-center rounded-full bg-white text-slate-950 shadow-xl transition-transform group-hover:scale-105 sm:size-20">
        <Play className="ml-1 size-7 fill-current sm:size-9" aria-hidden="true" />
      </span>
      <span className="mt-6 max-w-xl text-lg font-semibold text-balance sm:text-2xl">
        Watch on YouTube: {title}
      </span>
      <span className="mt-3 inline-flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-300">
        <span>{duration}</span>
        <span aria-hidden="true">·</span>
        <span className="inline-flex items-center gap-1">
          Opens our YouTube channel in a new tab
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </span>
      </span>
    </a>
  );
}
