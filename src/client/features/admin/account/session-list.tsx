import { LogOut } from 'lucide-react';
import type { StaffSession } from '../../../../shared/admin/staff.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';

/**
 * Open sessions: browser, address, signed in and last seen, each with an End button (the one in
 * use says so; ending it signs this browser out). `showWho` adds whose it is (the owner's view).
 */
export function SessionList({
  sessions,
  showWho = false,
  ending,
  onEnd,
}: {
  sessions: StaffSession[];
  showWho?: boolean;
  /** The session being ended now. */
  ending?: number;
  onEnd: (session: StaffSession) => void;
}) {
  if (sessions.length === 0) {
    return <p className="text-sm text-muted-foreground">No open session.</p>;
  }
  return (
    <ul className="grid gap-3">
      {sessions.map((session) => (
        <li
          key={session.id}
          className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            {showWho ? <p className="font-medium wrap-anywhere">{session.email}</p> : null}
            <p className="wrap-anywhere">
              {session.browser ?? 'Unknown browser'}
              {session.current ? (
                <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-medium">
                  This browser
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-muted-foreground">
              {session.address ?? 'Unknown address'} · signed in{' '}
              {formatShortLocalTime(session.createdAt)} · last seen{' '}
              {formatShortLocalTime(session.lastSeenAt)}
            </p>
          </div>
          <Button
            variant="secondary"
            icon={<LogOut className="size-4" />}
            busy={ending === session.id}
            busyLabel="Ending..."
            aria-label={`End the session of ${session.browser ?? 'an unknown browser'} at ${session.address ?? 'an unknown address'}${showWho ? ` (${session.email})` : ''}`}
            onClick={() => onEnd(session)}
          >
            End
          </Button>
        </li>
      ))}
    </ul>
  );
}
