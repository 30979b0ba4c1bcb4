import { TicketPercent } from 'lucide-react';
import { useState } from 'react';
import {
  type AdminDiscountCode,
  CreateDiscountCodeRequestSchema,
  type DiscountTarget,
  discountCodeLimits,
  discountTargets,
  UpdateDiscountCodeRequestSchema,
} from '../../../../shared/discount-codes.ts';
import { centsToDecimal, parseDollars } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useSaveDiscountCode } from '../api/discount-codes.ts';
import { fromLocalInput, toLocalInput } from './local-date-input.ts';

type Kind = 'percent' | 'amount';
type FieldName =
  'code' | 'value' | 'appliesTo' | 'maxUses' | 'perEmailLimit' | 'startsAt' | 'endsAt';

interface Draft {
  code: string;
  kind: Kind;
  value: string;
  appliesTo: DiscountTarget;
  maxUses: string;
  perEmailLimit: string;
  startsAt: string;
  endsAt: string;
}

const empty: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  appliesTo: 'all',
  maxUses: '',
  perEmailLimit: '',
  startsAt: '',
  endsAt: '',
};

function draftOf(code: AdminDiscountCode): Draft {
  return {
    code: code.code,
    kind: code.percentOff !== null ? 'percent' : 'amount',
    value:
      code.percentOff !== null ? String(code.percentOff) : centsToDecimal(code.amountOffCents ?? 0),
    appliesTo: code.appliesTo,
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    perEmailLimit: code.perEmailLimit === null ? '' : String(code.perEmailLimit),
    startsAt: code.startsAt ? toLocalInput(code.startsAt) : '',
    endsAt: code.endsAt ? toLocalInput(code.endsAt) : '',
  };
}

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

/** The request's fields from the form's text; empty optional fields clear (null). */
function termsOf(draft: Draft) {
  return {
    percentOff: draft.kind === 'percent' ? whole(draft.value) : null,
    amountOffCents: draft.kind === 'amount' ? parseDollars(draft.value) : null,
    appliesTo: draft.appliesTo,
    maxUses: whole(draft.maxUses),
    perEmailLimit: whole(draft.perEmailLimit),
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
  };
}

/** Which field of the form a request field's message belongs by. */
const fieldOf = (path: PropertyKey | undefined): FieldName =>
  path === 'percentOff' || path === 'amountOffCents' ? 'value' : (path as FieldName);

/**
 * Create a code, or edit one (`editing`): its discount (percent or dollars off), what it applies
 * to, how many uses in all and per buyer, and when it works. Checked with the server's own rules.
 */
export function DiscountCodeForm({
  editing,
  onDone,
}: {
  editing: AdminDiscountCode | null;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : empty));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSaveDiscountCode();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [fieldOf(field)]: undefined }));
  };
  const headingId = 'discount-form-heading';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-xl border border-border bg-card p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const terms = termsOf(draft);
        const checked = editing
          ? UpdateDiscountCodeRequestSchema.safeParse(terms)
          : CreateDiscountCodeRequestSchema.safeParse({ code: draft.code, ...terms });
        const found: Partial<Record<FieldName, string>> = {};
        for (const issue of checked.success ? [] : checked.error.issues) {
          found[fieldOf(issue.path[0])] ??= issue.message;
        }
        setErrors(found);
        if (!checked.success || Object.keys(found).length > 0) return;
        const request = editing
          ? { id: editing.id, body: UpdateDiscountCodeRequestSchema.parse(terms) }
          : { body: CreateDiscountCodeRequestSchema.parse({ code: draft.code, ...terms }) };
        save.mutate(request, {
          onSuccess: ({ code }) => {
            toast({
              title: `${code.code} ${editing ? 'saved' : 'created'}`,
              description: 'Buyers can type it at checkout.',
              variant: 'success',
            });
            setDraft(empty);
            onDone();
          },
          onError: (failure) => {
            const server = failure instanceof ApiRequestError ? failure.fieldErrors : undefined;
            const next: Partial<Record<FieldName, string>> = {};
            for (const [field, messages] of Object.entries(server ?? {})) {
              next[fieldOf(field)] ??= messages[0];
            }
            setErrors(next);
            toast({ title: 'Not saved', description: failure.message, variant: 'destructive' });
          },
        });
      }}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {editing ? `Edit ${editing.code}` : 'Create a code'}
      </h2>
      <FormField
        label="Code"
        hint="Letters, digits, - and _. Buyers may type it in any case."
        error={errors.code}
        required
      >
        <TextInput
          name="code"
          value={draft.code}
          disabled={editing !== null}
          autoComplete="off"
          spellCheck={false}
          maxLength={discountCodeLimits.codeMax}
          onChange={set('code')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Discount type">
          <SelectInput name="kind" value={draft.kind} onChange={set('kind')}>
            <option value="percent">Percent off</option>
            <option value="amount">Amount off (USD)</option>
          </SelectInput>
        </FormField>
        <FormField
          label={draft.kind === 'percent' ? 'Percent off' : 'Amount off'}
          hint={draft.kind === 'percent' ? 'A whole number, 1 to 100.' : 'In dollars, e.g. 10.00.'}
          error={errors.value}
          required
        >
          <TextInput
            name="value"
            inputMode={draft.kind === 'percent' ? 'numeric' : 'decimal'}
            value={draft.value}
            onChange={set('value')}
          />
        </FormField>
      </div>
      <FormField label="Applies to" error={errors.appliesTo}>
        <SelectInput name="appliesTo" value={draft.appliesTo} onChange={set('appliesTo')}>
          {discountTargets.map((target) => (
            <option key={target} value={target}>
              {target === 'bot' ? 'The bot' : target === 'art' ? 'Art pieces' : 'Everything'}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Max uses" hint="Empty: no limit." error={errors.maxUses}>
          <TextInput
            name="maxUses"
            inputMode="numeric"
            value={draft.maxUses}
            onChange={set('maxUses')}
          />
        </FormField>
        <FormField label="Uses per email" hint="Empty: no limit." error={errors.perEmailLimit}>
          <TextInput
            name="perEmailLimit"
            inputMode="numeric"
            value={draft.perEmailLimit}
            onChange={set('perEmailLimit')}
          />
        </FormField>
        <FormField label="Starts" hint="Empty: at once." error={errors.startsAt}>
          <TextInput
            type="datetime-local"
            name="startsAt"
            value={draft.startsAt}
            onChange={set('startsAt')}
          />
        </FormField>
        <FormField label="Ends" hint="Empty: never." error={errors.endsAt}>
          <TextInput
            type="datetime-local"
            name="endsAt"
            value={draft.endsAt}
            onChange={set('endsAt')}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          icon={<TicketPercent className="size-4" />}
          busy={save.isPending}
          busyLabel="Saving..."
        >
          {editing ? 'Save code' : 'Create code'}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
