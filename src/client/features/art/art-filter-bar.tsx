import { FormField } from '../../components/ui/form-field.tsx';
import { SelectInput } from '../../components/ui/select-input.tsx';
import { type ArtFilters, rarityChoices, statusChoices } from './art-filters.ts';

/** Rarity and status filters, and how many pieces they leave (read out as it changes). */
export function ArtFilterBar({
  filters,
  onChange,
  shown,
  total,
}: {
  filters: ArtFilters;
  onChange: (filters: ArtFilters) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid grid-cols-2 gap-3 sm:w-md">
        <FormField label="Rarity">
          <SelectInput
            value={filters.rarity ?? ''}
            onChange={(event) =>
              onChange({ ...filters, rarity: (event.target.value || null) as ArtFilters['rarity'] })
            }
          >
            <option value="">All rarities</option>
            {rarityChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label="Status">
          <SelectInput
            value={filters.status ?? ''}
            onChange={(event) =>
              onChange({ ...filters, status: (event.target.value || null) as ArtFilters['status'] })
            }
          >
            <option value="">All statuses</option>
            {statusChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectInput>
        </FormField>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        Showing {shown} of {total} {total === 1 ? 'piece' : 'pieces'}
      </p>
    </div>
  );
}
