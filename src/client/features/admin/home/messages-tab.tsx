import { interfaceLimits } from '../../../../shared/site-config.ts';
import { Reply } from 'lucide-react';
import { Link } from 'react-router';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useMarkResponded } from '../api/mark-responded.ts';
import { useMessages } from '../api/messages.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/** The Messages tab: the latest 10 contact messages, Mark Responded, Reply on the message's page. */
export function MessagesTab() {
  const messages = useMessages(interfaceLimits.adminListSize);
  const mark = useMarkResponded();
  if (messages.isError) return <ErrorNote error={messages.error} what="The messages" />;
  if (messages.isPending)
    return <p className="text-sm text-muted-foreground">Loading messages...</p>;
  if (messages.data.messages.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">No messages yet.</p>;
  }
  return (
    <ul className="grid gap-4">
      {messages.data.messages.map((message) => {
        const subject = message.subject || 'Your message';
        return (
          <li key={message.id} className="rounded-xl border border-border bg-card p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{subject}</h3>
                <p className="text-sm wrap-anywhere text-muted-foreground">
                  {`${message.firstName} ${message.lastName}`.trim() || 'Someone'} · {message.email}{' '}
                  · {formatShortLocalTime(message.createdAt)}
                </p>
              </div>
              <StatusBadge status={message.state} />
            </div>
            <p className="mt-3 text-sm whitespace-pre-wrap break-words">{message.message}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link className="btn-secondary" to={`${adminScreens.messages.path}/${message.id}`}>
                <Reply className="size-4" aria-hidden="true" />
                Reply
              </Link>
              {message.responded ? null : (
                <Button
                  busy={mark.isPending && mark.variables?.id === message.id}
                  busyLabel="Saving..."
                  onClick={() =>
                    mark.mutate(
                      { id: message.id, responded: true },
                      {
                        onError: (error) =>
                          toast({
                            title: 'Error',
                            description: error.message,
                            variant: 'destructive',
                          }),
                      },
                    )
                  }
                >
                  Mark Responded
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
