import { useState } from 'react';
import type { AdminDiscountCode } from '../../../../shared/discount-codes.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { useDiscountCodes } from '../api/discount-codes.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { DiscountCodeList } from './discount-code-list.tsx';

function DiscountCodes() {
  const codes = useDiscountCodes();
  const [editing, setEditing] = useState<AdminDiscountCode | null>(null);
  if (codes.isError) return <ErrorNote error={codes.error} what="The discount codes" />;
  if (codes.isPending) {
    return <p className="text-sm text-muted-foreground">Loading discount codes...</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="codes-heading" className="grid content-start gap-3">
        <h2 id="codes-heading" className="text-lg font-semibold">
          Codes
        </h2>
        <DiscountCodeList codes={codes.data.codes} onEdit={setEditing} />
      </section>
      {/* Keyed by the code edited, so choosing another one refills the form. */}
      <DiscountCodeForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDone={() => setEditing(null)}
      />
    </div>
  );
}

/** /admin/discount-codes: the codes buyers can type at checkout, their uses, pause and edit. */
export function DiscountCodesPage() {
  return (
    <AdminScreen
      title={adminScreens.discountCodes.name}
      lead="Codes buyers type at checkout. A use is held while a buyer pays and given back if they don't."
    >
      <DiscountCodes />
    </AdminScreen>
  );
}
