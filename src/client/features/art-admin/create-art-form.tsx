import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../toast/toast-store.ts';
import { useCreateArtCollection } from './api/create-collection.ts';
import {
  rarityOptions,
  STATUS_HINT,
  type StatusChoice,
  statusOptions,
} from './art-status-options.ts';
import { ArtworkPreview } from './artwork-preview.tsx';
import { ArtworkUpload } from './artwork-upload.tsx';
import {
  type CreateArtDraft,
  type DraftErrors,
  draftErrors,
  emptyDraft,
  fieldErrorsOf,
  requestOf,
} from './create-art-draft.ts';
import { failureReason } from './failure-reason.ts';
import { HiddenCheckbox } from './hidden-checkbox.tsx';

const section = 'grid gap-4 rounded-xl border border-border bg-card p-5 sm:grid-cols-2';

/** Create New Art: a collection's fields, defaults and rules (docs/product-rules.md). */
export function CreateArtForm() {
  const [draft, setDraft] = useState<CreateArtDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  // A new key empties the file input after a collection is created.
  const [uploadKey, setUploadKey] = useState(0);
  const create = useCreateArtCollection();
  const set = (change: Partial<CreateArtDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(change)) delete next[field as keyof DraftErrors];
      // Either kind of artwork answers the "upload or YouTube" error.
      if ('upload' in change || 'youtubeUrl' in change) delete next.imageUrl;
      return next;
    });
  };

  const submit = () => {
    const problems = draftErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate(requestOf(draft), {
      onSuccess: (created) => {
        toast({
          title: 'NFT collection created successfully',
          ...(created.statusWarning ? { description: created.statusWarning } : {}),
          variant: 'success',
        });
        setDraft(emptyDraft);
        setUploadKey((key) => key + 1);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError) setErrors(fieldErrorsOf(failure.fieldErrors));
        toast({
          title: 'Failed to create NFT collection',
          description: failureReason(failure),
          variant: 'destructive',
        });
      },
    });
  };

  const artworkError = errors.imageUrl;
  return (
    <form
      noValidate
      aria-labelledby="create-art-heading"
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="create-art-heading" className="sr-only">
        Create New Art
      </h2>
      <fieldset className={section}>
        <legend className="sr-only">The piece</legend>
        <FormField label="Name" required error={errors.name} className="sm:col-span-2">
          <TextInput
            name="name"
            autoComplete="off"
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </FormField>
        <FormField label="Description" error={errors.description} className="sm:col-span-2">
          <TextArea
            name="description"
            className="min-h-28"
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </FormField>
        <FormField label="Price (USD)" required error={errors.priceCents}>
          <TextInput
            name="price"
            type="number"
            inputMode="decimal"
            min="0.5"
            step="0.01"
            value={draft.price}
            onChange={(event) => set({ price: event.target.value })}
          />
        </FormField>
        <FormField label="Rarity" error={errors.rarity}>
          <SelectInput
            name="rarity"
            value={draft.rarity}
            onChange={(event) => set({ rarity: event.target.value as CreateArtDraft['rarity'] })}
          >
            {rarityOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectInput>
        </FormField>
      </fieldset>

      <fieldset className={section}>
        <legend className="sr-only">Supply and status</legend>
        <FormField
          label="Total supply"
          hint="Also sets the remaining supply."
          error={errors.totalSupply}
        >
          <TextInput
            name="totalSupply"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            value={draft.totalSupply}
            onChange={(event) =>
              set({ totalSupply: event.target.value, remainingSupply: event.target.value })
            }
          />
        </FormField>
        <FormField label="Remaining supply" error={errors.remainingSupply}>
          <TextInput
            name="remainingSupply"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            value={draft.remainingSupply}
            onChange={(event) => set({ remainingSupply: event.target.value })}
          />
        </FormField>
        <FormField label="Status" hint={STATUS_HINT} error={errors.status}>
          <SelectInput
            name="status"
            value={draft.status}
            onChange={(event) => set({ status: event.target.value as StatusChoice })}
          >
            {statusOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField
          label="Almost-gone threshold"
          hint="At or below this many left, a piece that follows its supply shows almost gone."
          error={errors.almostGoneAt}
        >
          <TextInput
            name="almostGoneAt"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            value={draft.almostGoneAt}
            onChange={(event) => set({ almostGoneAt: event.target.value })}
          />
        </FormField>
        <HiddenCheckbox
          className="sm:col-span-2"
          checked={draft.hidden}
          onChange={(hidden) => set({ hidden })}
        />
      </fieldset>

      <fieldset className={section} aria-describedby={artworkError ? 'artwork-error' : undefined}>
        <legend className="sr-only">Artwork</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Upload an image or a video, or give a YouTube URL. With both, the store shows the YouTube
          video.
        </p>
        <div className="grid content-start gap-3">
          <ArtworkUpload
            key={uploadKey}
            label="Image or video"
            onUploaded={(upload) => set({ upload })}
          />
          {draft.upload ? (
            <ArtworkPreview
              artwork={draft.upload.artwork}
              name={draft.name || 'the new collection'}
              className="aspect-square w-40"
            />
          ) : null}
        </div>
        <FormField
          label="YouTube URL"
          hint="For example https://www.youtube.com/watch?v=…"
          error={errors.youtubeUrl}
        >
          <TextInput
            name="youtubeUrl"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={draft.youtubeUrl}
            onChange={(event) => set({ youtubeUrl: event.target.value })}
          />
        </FormField>
        {artworkError ? (
          <p
            id="artwork-error"
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive sm:col-span-2 dark:text-red-300"
          >
            {artworkError}
          </p>
        ) : null}
      </fieldset>

      <Button
        type="submit"
        className="justify-self-start"
        icon={<Plus className="size-4" />}
        busy={create.isPending}
        busyLabel="Creating..."
      >
        Create Collection
      </Button>
    </form>
  );
}
