import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { CheckCircle2, Eye, Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ManualDeliveryPreview } from '../../../../shared/admin/manual-delivery.ts';
import { artRarityLabels } from '../../../../shared/art-display.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { includedInArtOrder } from '../../../content/site/package-contents.ts';
import { labelHints } from '../../../content/site/shop-words.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useConfirmationKey } from '../../../lib/confirmation-key.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useArtCollectionChoices } from '../api/art-collection-choices.ts';
import { useManualDelivery } from '../api/manual-delivery.ts';
import { useManualDeliveryPreview } from '../api/manual-delivery-preview.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { DeliveryReview } from './delivery-review.tsx';

/** The first message the server gave for a field, to show under it. */
function fieldErrorOf(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fieldErrors?.[field]?.[0] : undefined;
}

/**
 * /admin/manual-delivery: send an art package to a customer who paid but received nothing. The
 * form starts empty, or filled in from the order it was opened from (`?orderId=&collection=`).
 * Review delivery shows who gets what (the server's read-only preview, with its checks: the order
 * is paid, the collection exists and has a piece left); only Send NFT Package, under it, sends.
 * The form clears once the package is sent; nothing is charged.
 */
export function ManualDeliveryPage() {
  return (
    <AdminScreen
      title={adminScreens.manualDelivery.name}
      lead="Send an art package to a customer who paid but received nothing, at no extra charge."
    >
      <ManualDelivery />
    </AdminScreen>
  );
}

/** Inside the admin screen, whose query client the collection list and the delivery use. */
function ManualDelivery() {
  const noteId = useId();
  const [search, setSearch] = useSearchParams();
  const [orderId, setOrderId] = useState(search.get('orderId') ?? '');
  const [collectionId, setCollectionId] = useState(search.get('collection') ?? '');
  const [email, setEmail] = useState('');
  const collections = useArtCollectionChoices();
  const preview = useManualDeliveryPreview();
  const delivery = useManualDelivery();
  // What the owner is asked to confirm; cleared by any change to the form.
  const [review, setReview] = useState<ManualDeliveryPreview | null>(null);
  // One key per confirmation: sending it again (a retry after an error) delivers once; changing a
  // field makes it another delivery.
  const confirmation = useConfirmationKey();
  // A double click fires twice before React renders the busy button: the second click is dropped
  // here, so one confirmation sends one request.
  const sending = useRef(false);
  const edit = (set: (value: string) => void) => (value: string) => {
    confirmation.reset();
    setReview(null);
    preview.reset();
    set(value);
  };
  const request = () => ({
    orderId: orderId.trim(),
    nftCollectionId: collectionId,
    email: email.trim(),
  });

  const showError = (error: Error) =>
    toast({
      title: 'Delivery Error',
      description: error.message || 'Delivery failed',
      variant: 'destructive',
    });

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    delivery.reset();
    preview.mutate(request(), { onSuccess: setReview, onError: showError });
  };

  const send = () => {
    if (sending.current) return;
    sending.current = true;
    delivery.mutate(
      { ...request(), confirmationKey: confirmation.current() },
      {
        onSuccess: (sent) => {
          // Done: the form clears (and forgets the order it was opened from), ready for the next.
          confirmation.reset();
          setReview(null);
          preview.reset();
          setOrderId('');
          setCollectionId('');
          setEmail('');
          if (search.toString()) setSearch({}, { replace: true });
          toast({
            title: 'NFT Package Delivered!',
            description: `Email sent to ${sent.email} with download link`,
            variant: 'success',
          });
        },
        onError: showError,
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const fieldError = (field: string) =>
    fieldErrorOf(preview.error, field) ?? fieldErrorOf(delivery.error, field);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <div
          id={noteId}
          className="flex gap-3 rounded-xl border border-amber-500/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            Use this when a customer paid but did not receive their art piece. The art package is
            emailed with a fresh download link and the customer is not charged again. An order that
            already owns an edition of the piece gets that edition again; otherwise the next edition
            is numbered for it.
          </p>
        </div>
        <form
          noValidate
          aria-labelledby="delivery-heading"
          aria-describedby={noteId}
          className="grid gap-4 rounded-xl border border-border bg-card p-5"
          onSubmit={ask}
        >
          <h2 id="delivery-heading" className="text-lg font-semibold">
            Deliver an art package
          </h2>
          <FormField
            label="Order reference or ID"
            hint="As the buyer's receipt shows it, such as CM-F6BD8AA2CA, or the order's ID."
            error={fieldError('orderId')}
          >
            <TextInput
              name="orderId"
              autoComplete="off"
              spellCheck={false}
              value={orderId}
              onChange={(event) => edit(setOrderId)(event.target.value)}
            />
          </FormField>
          <FormField
            label="NFT Collection"
            hint={labelHints.nftCollection}
            error={fieldError('nftCollectionId')}
          >
            <SelectInput
              name="nftCollectionId"
              value={collectionId}
              onChange={(event) => edit(setCollectionId)(event.target.value)}
            >
              <option value="">Choose a collection</option>
              {(collections.data?.collections ?? []).map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.id} · {collection.name} ({artRarityLabels[collection.rarity]},{' '}
                  {collection.availableSupply} left)
                </option>
              ))}
            </SelectInput>
          </FormField>
          {collections.isError ? (
            <ErrorNote error={collections.error} what="The collections" />
          ) : null}
          <FormField
            label="Customer Email"
            hint="Leave empty to use the order's email."
            error={fieldError('email')}
          >
            <TextInput
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              onChange={(event) => edit(setEmail)(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            variant={review ? 'secondary' : 'primary'}
            className="justify-self-start"
            icon={<Eye className="size-4" />}
            busy={preview.isPending}
            busyLabel="Checking..."
          >
            Review delivery
          </Button>
        </form>
        {review ? (
          <DeliveryReview
            review={review}
            sending={delivery.isPending}
            onConfirm={send}
            onCancel={() => setReview(null)}
          />
        ) : null}
      </div>
      <section
        aria-labelledby="delivered-heading"
        className="h-fit rounded-xl border border-emerald-600/30 bg-emerald-50 p-5 text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <h2 id="delivered-heading" className="text-lg font-semibold">
          What Gets Delivered
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {includedInArtOrder.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">{labelHints.blockchainMetadata}</p>
      </section>
    </div>
  );
}
