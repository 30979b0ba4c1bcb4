import { CheckCircle2, Info, Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { AdminScreen } from '../shell/admin-shell.tsx';

const collections = [
  { id: 1, name: 'Nebula Genesis (Epic)' },
  { id: 2, name: 'Cosmic Drift (Rare)' },
  { id: 3, name: 'Stellar Void (Common)' },
] as const;

const delivered = [
  'High-resolution artwork files',
  'Certificate of authenticity',
  'Blockchain metadata (JSON)',
  'Usage rights documentation',
  '72-hour download link (3 attempts)',
] as const;

/**
 * /admin/manual-delivery as the spec lays it out. Delivery itself comes with the art store; until
 * then the form says so and cannot be sent. The fields start empty, never with sample values.
 */
export function ManualDeliveryPage() {
  const noteId = useId();
  return (
    <AdminScreen
      title="Manual Art Delivery"
      lead="Send an art package to a customer who paid but received nothing, at no extra charge."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <div className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>
              Use this when a customer paid for an art piece but did not receive it. The package is
              emailed with a fresh download link; the customer is not charged again.
            </p>
          </div>
          <form
            noValidate
            aria-labelledby="delivery-heading"
            aria-describedby={noteId}
            className="grid gap-4 rounded-xl border border-border bg-card p-5"
            onSubmit={(event) => event.preventDefault()}
          >
            <h2 id="delivery-heading" className="text-lg font-semibold">
              Deliver an art package
            </h2>
            <p
              id={noteId}
              role="note"
              className="rounded-lg border border-border bg-muted p-3 text-sm"
            >
              The art store is not set up yet, so there are no art orders to deliver. Manual
              delivery arrives together with the art store.
            </p>
            <FormField label="Order ID">
              <TextInput name="orderId" inputMode="numeric" disabled />
            </FormField>
            <FormField label="NFT Collection">
              <SelectInput name="nftCollectionId" defaultValue="" disabled>
                <option value="">Choose a collection</option>
                {collections.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            <FormField label="Customer Email" hint="Leave empty to use the order's email.">
              <TextInput type="email" name="email" disabled />
            </FormField>
            <Button
              type="submit"
              className="justify-self-start"
              icon={<Send className="size-4" />}
              disabled
            >
              Send NFT Package
            </Button>
          </form>
        </div>
        <section
          aria-labelledby="delivered-heading"
          className="h-fit rounded-xl border border-emerald-600/30 bg-emerald-50 p-5 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <h2 id="delivered-heading" className="text-lg font-semibold">
            What Gets Delivered
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {delivered.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </AdminScreen>
  );
}
