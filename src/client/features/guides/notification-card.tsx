import type { TelegramNotification } from '../../content/site/types.ts';
import { GuideIcon } from './guide-icon.tsx';
import { TelegramBubble } from './telegram-bubble.tsx';

/** One kind of Telegram alert: what triggers it, and an example message. */
export function NotificationCard({ notification }: { notification: TelegramNotification }) {
  const headingId = `${notification.id}-title`;
  return (
    <article
      id={notification.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10">
          <GuideIcon name={notification.icon} className="size-5 text-primary" />
        </span>
        <div>
          <h3 id={headingId} className="font-semibold">
            {notification.title}
          </h3>
          <p className="mt-1 text-sm leading-6 text-muted-foreground">{notification.description}</p>
        </div>
      </div>
      <div className="mt-auto">
        {notification.example ? (
          <TelegramBubble
            message={notification.example.text}
            time={notification.example.time}
            label={`example ${notification.title} message`}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-border p-3 text-sm text-muted-foreground">
            No example: this did not happen in the demo’s backtest.
          </p>
        )}
      </div>
    </article>
  );
}
