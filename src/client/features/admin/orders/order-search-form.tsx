import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { OrderStatusSchema } from '../../../../shared/order-view.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { type OrderFilters, orderCsvUrl } from '../api/orders.ts';

type Status = NonNullable<OrderFilters['status']>;

/** Search by email or reference, filter by status and days; the CSV link exports the same set. */
export function OrderSearchForm({
  filters,
  onSearch,
}: {
  filters: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [status, setStatus] = useState<Status | ''>(filters.status ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  return (
    <form
      role="search"
      aria-label="Orders"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({
          q: q.trim() || undefined,
          status: status || undefined,
          from: from || undefined,
          to: to || undefined,
        });
      }}
    >
      <FormField label="Email or order reference">
        <TextInput
          type="search"
          name="q"
          value={q}
          placeholder="buyer@example.com or CM-…"
          onChange={(event) => setQ(event.target.value)}
        />
      </FormField>
      <FormField label="Status">
        <SelectInput
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as Status | '')}
        >
          <option value="">Any status</option>
          {OrderStatusSchema.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <FormField label="From">
        <TextInput type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="To">
        <TextInput type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" className="h-11" icon={<Search className="size-4" />}>
          Search
        </Button>
        <a href={orderCsvUrl(filters)} download className="btn-secondary h-11">
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
    </form>
  );
}
