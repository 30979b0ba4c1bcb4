import type { ArtCollection, ArtRarity } from '../../../shared/art.ts';
import type { UpdateArtCollection } from '../../../shared/art-admin.ts';
import { centsToDecimal, parseDollars } from '../../../shared/money.ts';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  FOLLOW_SUPPLY,
  rarityOptions,
  STATUS_HINT,
  type StatusChoice,
  statusOfChoice,
  statusOptions,
} from './art-status-options.ts';
import { type AutosaveControlProps, AutosaveField, bindControl } from './autosave-field.tsx';
import { numberOf } from './create-art-draft.ts';

/** A whole number from `min` up. */
const wholeNumber = (min: number) => (field: AutosaveControlProps) => (
  <TextInput type="number" inputMode="numeric" step="1" min={min} {...bindControl(field)} />
);

function Choices({
  field,
  options,
}: {
  field: AutosaveControlProps;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <SelectInput {...bindControl(field)}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectInput>
  );
}

/** A collection's editable fields; each saves itself through `save`. */
export function CollectionFields({
  collection: c,
  save,
}: {
  collection: ArtCollection;
  save: (change: UpdateArtCollection) => Promise<void>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <AutosaveField
        label="Name"
        className="sm:col-span-2"
        saved={c.name}
        commit={(name) => save({ name })}
      >
        {(field) => <TextInput autoComplete="off" {...bindControl(field)} />}
      </AutosaveField>
      <AutosaveField
        label="Price (USD)"
        saved={centsToDecimal(c.priceCents)}
        commit={(price) => save({ priceCents: parseDollars(price) })}
      >
        {(field) => (
          <TextInput
            type="number"
            inputMode="decimal"
            min="0.5"
            step="0.01"
            {...bindControl(field)}
          />
        )}
      </AutosaveField>
      <AutosaveField
        label="Rarity"
        immediate
        saved={c.rarity}
        commit={(rarity) => save({ rarity: rarity as ArtRarity })}
      >
        {(field) => <Choices field={field} options={rarityOptions} />}
      </AutosaveField>
      <AutosaveField
        label="Total supply"
        hint="Moves the remaining supply with it."
        saved={String(c.totalSupply)}
        commit={(total) => save({ totalSupply: numberOf(total) })}
      >
        {wholeNumber(1)}
      </AutosaveField>
      <AutosaveField
        label="Remaining supply"
        saved={String(c.remainingSupply)}
        commit={(remaining) => save({ remainingSupply: numberOf(remaining) })}
      >
        {wholeNumber(0)}
      </AutosaveField>
      <AutosaveField
        label="Almost-gone threshold"
        saved={String(c.almostGoneAt)}
        commit={(threshold) => save({ almostGoneAt: numberOf(threshold) })}
      >
        {wholeNumber(0)}
      </AutosaveField>
      <AutosaveField
        label="Status"
        hint={STATUS_HINT}
        immediate
        saved={c.statusSetTo ?? FOLLOW_SUPPLY}
        commit={(choice) => save({ status: statusOfChoice(choice as StatusChoice) })}
      >
        {(field) => <Choices field={field} options={statusOptions} />}
      </AutosaveField>
      <AutosaveField
        label="YouTube URL"
        className="sm:col-span-2 lg:col-span-4"
        saved={c.youtubeUrl ?? ''}
        commit={(youtubeUrl) => save({ youtubeUrl })}
      >
        {(field) => (
          <TextInput type="url" inputMode="url" autoComplete="off" {...bindControl(field)} />
        )}
      </AutosaveField>
      <AutosaveField
        label="Description"
        className="sm:col-span-2 lg:col-span-4"
        saved={c.description}
        commit={(description) => save({ description })}
      >
        {(field) => <TextArea className="min-h-24" {...bindControl(field)} />}
      </AutosaveField>
    </div>
  );
}
