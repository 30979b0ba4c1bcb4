import { useState } from 'react';
import {
  billingMaxLength,
  type BillingDetails,
  type BillingDetailsInput,
  BillingDetailsSchema,
} from '../../shared/invoices.ts';
import { ApiRequestError } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { FormField } from './ui/form-field.tsx';
import { TextArea } from './ui/text-area.tsx';
import { TextInput } from './ui/text-input.tsx';

type Field = keyof BillingDetailsInput;

const fields: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'vatNumber', label: 'VAT number', autoComplete: 'off' },
];

const valuesOf = (billing: BillingDetails | null): Record<Field, string> => ({
  name: billing?.name ?? '',
  company: billing?.company ?? '',
  address: billing?.address ?? '',
  vatNumber: billing?.vatNumber ?? '',
});

/**
 * The buyer's optional billing details for the invoice, folded away until asked for: the thank-you
 * page and the library both use it. The invoice PDF prints what was saved last, whenever it is
 * downloaded, so saving again corrects it.
 */
export function BillingDetailsForm({
  billing,
  save,
}: {
  billing: BillingDetails | null;
  save: (input: BillingDetailsInput) => Promise<BillingDetails>;
}) {
  const [values, setValues] = useState(() => valuesOf(billing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  // The fields exist only while the part is open: closed, nothing of it is on the page.
  const [open, setOpen] = useState(false);

  const submit = async () => {
    setSaved(false);
    setFailure(undefined);
    const parsed = BillingDetailsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setValues(valuesOf(await save(parsed.data)));
      setSaved(true);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).map(([name, messages]) => [name, messages[0]]),
          ),
        );
      }
      setFailure(
        error instanceof ApiRequestError
          ? error.message
          : 'We could not save your details. Please check your connection and try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <details
      className="rounded-lg border border-border"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer list-inside px-4 py-3 text-sm font-medium">
        Add billing details for the invoice
      </summary>
      {open ? (
        <form
          noValidate
          className="grid gap-4 border-t border-border p-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Optional. Your invoice shows these details from the next time you download it.
          </p>
          {fields.map(({ name, label, autoComplete }) => (
            <FormField
              key={name}
              label={label}
              error={errors[name]}
              className={name === 'address' ? 'sm:col-span-2' : undefined}
            >
              {name === 'address' ? (
                <TextArea
                  className="min-h-24"
                  autoComplete={autoComplete}
                  maxLength={billingMaxLength.address}
                  value={values.address}
                  onChange={(event) => setValues({ ...values, address: event.target.value })}
                />
              ) : (
                <TextInput
                  autoComplete={autoComplete}
                  maxLength={billingMaxLength[name]}
                  value={values[name]}
                  onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                />
              )}
            </FormField>
          ))}
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" busy={saving} busyLabel="Saving...">
              Save billing details
            </Button>
            {saved ? (
              <p role="status" className="text-sm text-muted-foreground">
                Saved. Your invoice now shows these details.
              </p>
            ) : null}
            {failure ? (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            ) : null}
          </div>
        </form>
      ) : null}
    </details>
  );
}
