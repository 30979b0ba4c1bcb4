import { Mail } from 'lucide-react';
import type { ReleaseNotifyProgress } from '../../../../shared/update-mail.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useReleaseNotify, useStartReleaseNotify } from '../api/release-notify.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

const countWords: [keyof ReleaseNotifyProgress['counts'], string][] = [
  ['total', 'Buyers'],
  ['waiting', 'Waiting'],
  ['queued', 'In the outbox'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['skipped', 'Skipped (opted out)'],
];

/** About how long the waiting mail still takes at the shop's rate. */
function timeLeft({ counts, mailsPerMinute }: ReleaseNotifyProgress): string {
  const minutes = Math.ceil(counts.waiting / mailsPerMinute);
  return minutes <= 1 ? 'about a minute' : `about ${minutes} minutes`;
}

/**
 * A release's update mail on its admin page: the button that emails every past buyer who has
 * not opted out (once: pressing again sends nothing more), the rate, and the progress, read
 * again every few seconds while mail is going out.
 */
export function ReleaseNotifyPanel({ releaseId }: { releaseId: number }) {
  const progress = useReleaseNotify(releaseId);
  const start = useStartReleaseNotify(releaseId);
  const data = progress.data;
  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: 'Update mail started',
          description: `${answer.counts.total} buyers; up to ${answer.mailsPerMinute} emails a minute.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Update mail not started',
          description: error.message,
          variant: 'destructive',
        }),
    });
  return (
    <section
      aria-labelledby={`release-${releaseId}-notify`}
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2
        id={`release-${releaseId}-notify`}
        className="flex items-center gap-2 text-lg font-semibold"
      >
        <Mail className="size-5" aria-hidden="true" />
        Update mail
      </h2>
      {progress.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {progress.error.message}
        </p>
      ) : !data ? (
        <p className="mt-3 text-sm text-muted-foreground">Loading…</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">
            Emails every past buyer of the bot who has not opted out: the changelog and a link to
            their library, once per buyer, at most {data.mailsPerMinute} emails a minute
            (UPDATE_MAIL_PER_MINUTE).
          </p>
          {data.started ? (
            <>
              <p className="mt-3 text-sm">
                <StatusBadge
                  status={data.done ? 'sent' : 'pending'}
                  label={data.done ? 'Done' : 'Sending'}
                />{' '}
                Started {formatShortLocalTime(data.started.at)} by {data.started.by}
                {data.done ? '' : `; ${timeLeft(data)} left.`}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {countWords.map(([key, label]) => (
                  <div key={key} className="rounded-lg border border-border p-3">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-xl font-semibold tabular-nums">{data.counts[key]}</dd>
                  </div>
                ))}
              </dl>
              {data.counts.failed > 0 ? (
                <p className="mt-3 text-sm">
                  Failed emails can be retried from the outbox on the mail page.
                </p>
              ) : null}
            </>
          ) : (
            <div className="mt-4">
              <ConfirmButton
                variant="primary"
                icon={<Mail className="size-4" />}
                busy={start.isPending}
                busyLabel="Starting..."
                question="Email this release to past buyers?"
                detail={`Every past buyer of the bot who has not opted out gets one email with the changelog and a link to their library, at most ${data.mailsPerMinute} a minute. It cannot be taken back, and it is sent once per release.`}
                confirmLabel="Email past buyers"
                onConfirm={begin}
              >
                Email past buyers
              </ConfirmButton>
            </div>
          )}
        </>
      )}
    </section>
  );
}
