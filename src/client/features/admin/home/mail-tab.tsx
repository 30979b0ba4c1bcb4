import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { toast } from '../../../toast/toast-store.ts';
import type { OutboxStatus } from '../../../../shared/admin/mail.ts';
import { useOutbox } from '../api/outbox.ts';
import { useRetryMail } from '../api/retry-mail.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { UnmatchedEvents } from './unmatched-events.tsx';
import { MailRetentionForm } from '../mail/mail-retention-form.tsx';
import { MailText } from '../mail/mail-text.tsx';

/** The Mail tab: the outbox with each mail's status, Retry for failed ones, unmatched payments. */
export function MailTab() {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const outbox = useOutbox(status || undefined);
  const retry = useRetryMail();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="outbox" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="outbox" className="text-lg font-semibold">
              Outbox
            </h2>
            {outbox.data ? (
              <p className="text-sm text-muted-foreground">
                {outbox.data.counts.sent} sent · {outbox.data.counts.pending} pending ·{' '}
                {outbox.data.counts.failed} failed
              </p>
            ) : null}
          </div>
          <FormField label="Show" className="w-48">
            <SelectInput
              value={status}
              onChange={(event) => setStatus(event.target.value as OutboxStatus | '')}
            >
              <option value="">All mail</option>
              <option value="pending">Pending</option>
              <option value="sent">Sent</option>
              <option value="failed">Failed</option>
            </SelectInput>
          </FormField>
        </div>
        <MailRetentionForm />
        {outbox.isError ? <ErrorNote error={outbox.error} what="The outbox" /> : null}
        {outbox.data?.mails.length === 0 ? (
          <p className="rounded-lg border border-border p-4 text-sm">No mail here.</p>
        ) : null}
        <ul className="divide-y divide-border rounded-xl border border-border">
          {outbox.data?.mails.map((mail) => (
            <li key={mail.id} className="grid gap-1 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-words">
                  {mail.subject || 'Subject erased'}
                </span>
                <StatusBadge status={mail.status} />
              </div>
              <p className="text-sm wrap-anywhere text-muted-foreground">
                To {mail.to} · {mail.kind} · {formatShortLocalTime(mail.createdAt)} ·{' '}
                {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'}
              </p>
              <MailText id={mail.id} subject={mail.subject} />
              {mail.lastError ? (
                <p className="text-sm break-words text-destructive dark:text-red-300">
                  {mail.lastError}
                </p>
              ) : null}
              {mail.status === 'failed' ? (
                <Button
                  variant="secondary"
                  className="justify-self-start"
                  icon={<RotateCw className="size-4" />}
                  busy={retry.isPending && retry.variables === mail.id}
                  busyLabel="Retrying..."
                  aria-label={`Retry mail to ${mail.to}: ${mail.subject}`}
                  onClick={() =>
                    retry.mutate(mail.id, {
                      onSuccess: () =>
                        toast({ title: 'Email Sent', description: `Queued again for ${mail.to}.` }),
                      onError: (error) =>
                        toast({
                          title: 'Failed to send email',
                          description: error.message,
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Retry
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <UnmatchedEvents />
    </div>
  );
}
