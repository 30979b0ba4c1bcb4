import { siteConfig } from '../../../shared/site-config.ts';

interface TelegramBubbleProps {
  /** The message text, line breaks kept. */
  message: string;
  /** When it was sent, as the chat shows it. */
  time: string;
  /** What the example shows, for screen readers: "Example Trade opened message". */
  label: string;
}

/**
 * A message as it arrives in Telegram: the bot's name, the text in an incoming bubble and the
 * time. Drawn with the site's own styles; no Telegram asset is loaded.
 */
export function TelegramBubble({ message, time, label }: TelegramBubbleProps) {
  return (
    <figure className="overflow-hidden rounded-2xl border border-border">
      <figcaption className="flex items-center gap-3 border-b border-border bg-card px-4 py-2.5">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-[var(--brand-from)] to-[var(--brand-to)] text-sm font-bold text-white"
        >
          C
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{siteConfig.brand} Bot</span>
          <span className="block text-xs text-muted-foreground">
            bot<span className="sr-only">: {label}</span>
          </span>
        </span>
      </figcaption>
      <div className="bg-slate-100 bg-[radial-gradient(rgb(15_23_42/0.06)_1px,transparent_1px)] [background-size:16px_16px] p-3 sm:p-4 dark:bg-slate-900 dark:bg-[radial-gradient(rgb(255_255_255/0.05)_1px,transparent_1px)]">
        <div className="relative max-w-[34rem] rounded-2xl rounded-bl-md bg-white px-3.5 pt-2.5 pb-2 text-[13.5px] leading-[1.55] text-slate-900 shadow-sm dark:bg-slate-800 dark:text-slate-100">
          <p className="break-words whitespace-pre-line">{message}</p>
          <p className="mt-1 text-right text-[11px] text-slate-500 dark:text-slate-400">
            <span className="sr-only">Sent </span>
            {time}
          </p>
        </div>
      </div>
    </figure>
  );
}
