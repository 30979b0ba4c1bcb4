import { Download, Search } from 'lucide-react';
import { Form, Link, useSearchParams } from 'react-router';
import { type CustomerSort, CustomerSortSchema } from '../../../../shared/admin/customers.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { customerCsvUrl, useCustomers } from '../api/customers.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { CustomerTable } from './customer-table.tsx';

const PAGE_SIZE = 50;
const DEFAULT_SORT: CustomerSort = '-lastPurchaseAt';

/** The list's state lives in the address, so a search, a sort or a page can be shared or kept. */
function useListState() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const sort = CustomerSortSchema.safeParse(params.get('sort')).data ?? DEFAULT_SORT;
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const href = (changes: { sort?: CustomerSort; offset?: number }) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    next.set('sort', changes.sort ?? sort);
    const at = changes.offset ?? 0;
    if (at > 0) next.set('offset', String(at));
    return `?${next.toString()}`;
  };
  return { q, sort, offset, href };
}

function CustomerList() {
  const { q, sort, offset, href } = useListState();
  const customers = useCustomers({ q, sort, limit: PAGE_SIZE, offset });
  const total = customers.data?.total ?? 0;
  return (
    <div className="grid gap-4">
      <Form
        method="get"
        role="search"
        aria-label="Customers"
        className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <FormField label="Email, or part of it">
          <TextInput
            type="search"
            name="q"
            defaultValue={q ?? ''}
            placeholder="buyer@example.com"
          />
        </FormField>
        <input type="hidden" name="sort" value={sort} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="h-11" icon={<Search className="size-4" />}>
            Search
          </Button>
          <a href={customerCsvUrl({ q, sort })} download className="btn-secondary h-11">
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </Form>
      {customers.isError ? <ErrorNote error={customers.error} what="The customers" /> : null}
      {customers.isPending ? (
        <p className="text-sm text-muted-foreground">Loading customers...</p>
      ) : null}
      {customers.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === 0
              ? 'No customers'
              : `Customers ${Math.min(offset + 1, total)}–${Math.min(offset + PAGE_SIZE, total)} of ${total}`}
            {q ? ` matching “${q}”` : ''}
          </p>
          <CustomerTable
            customers={customers.data.customers}
            sort={sort}
            sortHref={(s) => href({ sort: s })}
          />
          <nav aria-label="Pages of customers" className="flex justify-between gap-2">
            {offset > 0 ? (
              <Link
                className="btn-secondary"
                to={href({ offset: Math.max(0, offset - PAGE_SIZE) })}
              >
                Previous page
              </Link>
            ) : (
              <span />
            )}
            {offset + PAGE_SIZE < total ? (
              <Link className="btn-secondary" to={href({ offset: offset + PAGE_SIZE })}>
                Next page
              </Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </div>
  );
}

/** /admin/customers: every buyer by email, searchable and sortable, paged on the server. */
export function CustomersPage() {
  return (
    <AdminScreen
      title={adminScreens.customers.name}
      lead="Everyone who paid for an order, one row per email address. Totals are net of refunds."
    >
      <CustomerList />
    </AdminScreen>
  );
}
