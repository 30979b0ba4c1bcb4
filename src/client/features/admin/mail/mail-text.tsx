import { useState } from 'react';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { useMailContent } from '../api/mail-content.ts';

function Content({ id }: { id: number }) {
  const content = useMailContent(id, true);
  if (content.isError) return <ErrorNote error={content.error} what="The mail" />;
  if (content.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  const mail = content.data;
  if (mail.contentErasedAt) {
    return (
      <p className="text-sm text-muted-foreground">
        Erased {formatShortLocalTime(mail.contentErasedAt)}, when the retention period ran out.
      </p>
    );
  }
  if (mail.text === null) {
    return <p className="text-sm text-muted-foreground">The text of this mail was not kept.</p>;
  }
  return (
    <div className="grid gap-2">
      {mail.replyTo ? (
        <p className="text-sm wrap-anywhere text-muted-foreground">Reply-To {mail.replyTo}</p>
      ) : null}
      <pre className="max-h-96 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words">
        {mail.text}
      </pre>
    </div>
  );
}

/**
 * What one mail said, fetched when opened. A sent mail's links show `[hidden]` where their
 * tokens were: the buyer's mailbox has the link, the shop keeps none.
 */
export function MailText({ id, subject }: { id: number; subject: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)} className="text-sm">
      <summary className="cursor-pointer font-medium text-primary">
        What it said<span className="sr-only">: {subject || 'this mail'}</span>
      </summary>
      <div className="mt-2">{open ? <Content id={id} /> : null}</div>
    </details>
  );
}
