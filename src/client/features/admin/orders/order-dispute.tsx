import { Scale, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AdminDispute, DisputeStatus } from '../../../../shared/disputes.ts';
import { DISPUTE_NOTE_MAX } from '../../../../shared/disputes.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { formatLocalTime, formatShortLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useSubmitDisputeEvidence } from '../api/submit-dispute-evidence.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

const statusWords: Record<DisputeStatus, { label: string; tone: string }> = {
  needs_response: { label: 'Needs your evidence', tone: 'failed' },
  under_review: { label: 'Evidence sent: the bank reviews it', tone: 'pending' },
  won: { label: 'Won', tone: 'ok' },
  lost: { label: 'Lost', tone: 'refunded' },
};

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatShortLocalTime(iso)}</time>;

/** One part of the evidence, with a line that says when there is nothing to show. */
function EvidencePart({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="border-t border-border pt-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {empty ? <p className="mt-1 text-sm text-muted-foreground">{empty}</p> : children}
    </div>
  );
}

/** The text fields the provider gets, as they are (or were) sent. */
function SubmissionText({ dispute }: { dispute: AdminDispute }) {
  const sent = dispute.submitted ?? dispute.evidence.submission;
  const fields: [string, string][] = [
    ['Access activity log', sent.accessActivityLog],
    ['Customer email', sent.customerEmailAddress],
    ['Product description', sent.productDescription],
    ['Service date', sent.serviceDate],
    ['Other evidence', sent.uncategorizedText],
  ];
  return (
    <details className="border-t border-border pt-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        {dispute.submitted ? 'What was sent to the bank' : 'What will be sent to the bank'}
      </summary>
      <dl className="mt-2 grid gap-2">
        {fields.map(([name, value]) => (
          <div key={name}>
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="font-mono text-xs break-words whitespace-pre-wrap">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The owner's note and the button that submits the evidence (once, before the deadline). */
function SubmitEvidence({ orderId }: { orderId: number }) {
  const [note, setNote] = useState('');
  const submit = useSubmitDisputeEvidence();
  const send = () =>
    submit.mutate(
      { orderId, note: note.trim() || undefined },
      {
        onSuccess: () =>
          toast({
            title: 'Evidence sent',
            description: 'The payment provider submitted it to the bank.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Evidence not sent', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <div className="grid gap-3 border-t border-border pt-3">
      <FormField
        label="Your note to the bank (optional)"
        hint="Put first in the evidence: what happened, in your own words."
      >
        <TextArea
          value={note}
          maxLength={DISPUTE_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          className="min-h-24"
        />
      </FormField>
      <div>
        <ConfirmButton
          icon={<Send className="size-4" />}
          busy={submit.isPending}
          busyLabel="Sending..."
          question="Send this evidence to the bank?"
          detail="The payment provider submits it at once; it cannot be changed or sent again."
          confirmLabel="Submit evidence"
          onConfirm={send}
        >
          Submit evidence
        </ConfirmButton>
      </div>
    </div>
  );
}

/**
 * The order's dispute: where it stands, the deadline, and the evidence the shop's records hold
 * (receipt, acceptance, downloads, licence activations, messages), which the owner reviews and
 * sends to the payment provider.
 */
export function OrderDispute({ orderId, dispute }: { orderId: number; dispute: AdminDispute }) {
  const { evidence } = dispute;
  const status = statusWords[dispute.status];
  const open = dispute.outcome === null;
  return (
    <section
      aria-labelledby="order-dispute"
      className="grid gap-3 rounded-xl border border-red-600/30 bg-card p-5"
    >
      <h2 id="order-dispute" className="flex items-center gap-2 text-lg font-semibold">
        <Scale className="size-5" aria-hidden="true" />
        Dispute
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <StatusBadge status={status.tone} label={status.label} />
        </dd>
        <dt className="text-muted-foreground">Reason</dt>
        <dd className="break-words">{dispute.reason}</dd>
        <dt className="text-muted-foreground">Amount</dt>
        <dd>
          {formatUsd(dispute.amountCents)} {dispute.currency.toUpperCase()}
        </dd>
        <dt className="text-muted-foreground">Opened</dt>
        <dd>
          <At iso={dispute.openedAt} />
        </dd>
        {open ? (
          <>
            <dt className="text-muted-foreground">Respond by</dt>
            <dd className="font-semibold">
              {dispute.evidenceDueBy ? (
                <time dateTime={dispute.evidenceDueBy}>
                  {formatLocalTime(dispute.evidenceDueBy)}
                </time>
              ) : (
                'No deadline given'
              )}
            </dd>
          </>
        ) : null}
        {dispute.submittedAt ? (
          <>
            <dt className="text-muted-foreground">Evidence sent</dt>
            <dd>
              <At iso={dispute.submittedAt} />
            </dd>
          </>
        ) : null}
        {dispute.closedAt ? (
          <>
            <dt className="text-muted-foreground">Closed</dt>
            <dd>
              <At iso={dispute.closedAt} />
            </dd>
          </>
        ) : null}
      </dl>

      <EvidencePart id="dispute-receipt" title="Receipt" empty={null}>
        <p className="mt-1 text-sm break-words">
          {evidence.receipt.itemName}, {formatUsd(evidence.receipt.amountCents)}{' '}
          {evidence.receipt.currency.toUpperCase()}, paid{' '}
          {evidence.receipt.paidAt ? <At iso={evidence.receipt.paidAt} /> : 'at checkout'}
          {evidence.receipt.paymentMethod ? ` with ${evidence.receipt.paymentMethod}` : ''}; sent to{' '}
          {evidence.receipt.email}.
        </p>
      </EvidencePart>
      <EvidencePart
        id="dispute-acceptance"
        title="Risk disclosure accepted"
        empty={evidence.acceptance ? null : 'Not recorded for this order.'}
      >
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
          {Object.entries(evidence.acceptance ?? {}).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="break-all">{String(value)}</dd>
            </div>
          ))}
        </dl>
      </EvidencePart>
      <EvidencePart
        id="dispute-downloads"
        title="Download history"
        empty={evidence.downloads.length === 0 ? 'No completed download.' : null}
      >
        <ol aria-labelledby="dispute-downloads" className="mt-1 grid gap-1 text-sm">
          {evidence.downloads.map((download, index) => (
            <li key={`${download.at}-${index}`} className="break-words">
              <At iso={download.at} /> · {download.address ?? 'address not recorded'} ·{' '}
              {download.client}
            </li>
          ))}
        </ol>
      </EvidencePart>
      <EvidencePart
        id="dispute-activations"
        title="Licence activations"
        empty={evidence.licenceActivations.length === 0 ? 'None.' : null}
      >
        <ol aria-labelledby="dispute-activations" className="mt-1 grid gap-1 text-sm">
          {evidence.licenceActivations.map((activation, index) => (
            <li key={`${activation.at}-${index}`} className="break-words">
              <At iso={activation.at} /> · {activation.machineName ?? 'unnamed machine'} ·{' '}
              {activation.address ?? 'address not recorded'}
            </li>
          ))}
        </ol>
      </EvidencePart>
      <EvidencePart
        id="dispute-messages"
        title="Messages from the buyer"
        empty={evidence.messages.length === 0 ? 'None.' : null}
      >
        <ol aria-labelledby="dispute-messages" className="mt-1 grid gap-2 text-sm">
          {evidence.messages.map((message, index) => (
            <li key={`${message.at}-${index}`} className="break-words">
              <At iso={message.at} />: <span className="font-medium">{message.subject}</span>
              <p className="whitespace-pre-wrap text-muted-foreground">{message.message}</p>
            </li>
          ))}
        </ol>
      </EvidencePart>
      <SubmissionText dispute={dispute} />
      {open && !dispute.submittedAt ? <SubmitEvidence orderId={orderId} /> : null}
    </section>
  );
}
