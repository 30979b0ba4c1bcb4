import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { MessageThread } from '../../../../shared/admin/message-thread.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { useMessageThread } from '../api/message-thread.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';
import { customerPath } from '../customers/customer-table.tsx';
import { ReplyForm } from './reply-form.tsx';

function Acknowledgement({ note }: { note: MessageThread['acknowledgement'] }) {
  if (!note) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {note.sentAt
        ? `The visitor was told it arrived: ${formatShortLocalTime(note.sentAt)}.`
        : `The note that it arrived is ${note.status}.`}
    </p>
  );
}

function Thread({ thread }: { thread: MessageThread }) {
  const { message } = thread;
  const name = `${message.firstName} ${message.lastName}`.trim() || 'Someone';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <article className="grid gap-3 rounded-xl border border-border bg-card p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-lg font-semibold break-words">
              {message.subject || 'Your message'}
            </h2>
            <StatusBadge status={message.state} />
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            {name} · {message.email} · {formatShortLocalTime(message.createdAt)}
          </p>
          {thread.customer ? (
            <p className="text-sm">
              <Link
                className="font-medium text-primary underline underline-offset-4"
                to={customerPath(thread.customer.email)}
              >
                A customer: {thread.customer.paidOrders}{' '}
                {thread.customer.paidOrders === 1 ? 'paid order' : 'paid orders'}
              </Link>
            </p>
          ) : null}
          <p className="text-sm whitespace-pre-wrap break-words">{message.message}</p>
          <Acknowledgement note={thread.acknowledgement} />
        </article>
        <ReplyForm messageId={message.id} email={message.email} />
      </div>
      <section aria-labelledby="replies" className="grid content-start gap-3">
        <h2 id="replies" className="text-lg font-semibold">
          Replies
        </h2>
        {thread.replies.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reply yet.</p>
        ) : (
          <ol className="grid gap-3">
            {thread.replies.map((reply) => (
              <li key={reply.id} className="grid gap-2 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm wrap-anywhere text-muted-foreground">
                    {reply.sentBy} · {formatShortLocalTime(reply.createdAt)}
                  </span>
                  <StatusBadge status={reply.mail.status} label={`mail ${reply.mail.status}`} />
                </div>
                <p className="text-sm whitespace-pre-wrap break-words">{reply.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function MessageDetail({ id }: { id: number }) {
  const thread = useMessageThread(id);
  if (thread.isError) return <ErrorNote error={thread.error} what="The message" />;
  if (thread.isPending)
    return <p className="text-sm text-muted-foreground">Loading the message...</p>;
  return <Thread thread={thread.data} />;
}

/** /admin/messages/{id}: one contact message, its replies, and the reply box. */
export function MessagePage() {
  const id = Number(useParams().id);
  return (
    <AdminScreen
      title="Message"
      actions={
        <Link to={adminScreens.messages.path} className="btn-secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All messages
        </Link>
      }
    >
      {Number.isInteger(id) && id > 0 ? (
        <MessageDetail id={id} />
      ) : (
        <p role="alert">There is no such message.</p>
      )}
    </AdminScreen>
  );
}
