import { Pause, Pencil, Play } from 'lucide-react';
import type { AdminDiscountCode } from '../../../../shared/discount-codes.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useSaveDiscountCode } from '../api/discount-codes.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { discountSummary, usesSummary, windowSummary } from './discount-code-terms.ts';

/** Every code with its terms, uses taken and left, and Pause / Resume and Edit. */
export function DiscountCodeList({
  codes,
  onEdit,
}: {
  codes: AdminDiscountCode[];
  onEdit: (code: AdminDiscountCode) => void;
}) {
  const save = useSaveDiscountCode();
  if (codes.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No discount code yet. Create one, then share it with your buyers.
      </p>
    );
  }
  const setActive = (code: AdminDiscountCode, active: boolean) =>
    save.mutate(
      { id: code.id, body: { active } },
      {
        onSuccess: () =>
          toast({
            title: `${code.code} ${active ? 'resumed' : 'paused'}`,
            description: active ? 'Checkout takes it again.' : 'Checkout refuses it until resumed.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
      },
    );
  return (
    <ul aria-labelledby="codes-heading" className="grid gap-3">
      {codes.map((code) => {
        const window = windowSummary(code);
        return (
          <li key={code.id} className="rounded-xl border border-border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono text-base font-semibold break-all">{code.code}</span>
              <StatusBadge
                status={code.active ? 'ok' : 'warning'}
                label={code.active ? 'Active' : 'Paused'}
              />
            </div>
            <p className="mt-1">{discountSummary(code)}</p>
            <p className="mt-1 text-muted-foreground">
              Uses: {usesSummary(code)}
              {window ? ` · ${window}` : ''}
            </p>
            <p className="mt-1 text-muted-foreground">
              Paid orders: {code.paidOrders} · {formatUsd(code.discountCents)} given off
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                icon={code.active ? <Pause className="size-4" /> : <Play className="size-4" />}
                disabled={save.isPending}
                onClick={() => setActive(code, !code.active)}
                aria-label={`${code.active ? 'Pause' : 'Resume'} ${code.code}`}
              >
                {code.active ? 'Pause' : 'Resume'}
              </Button>
              <Button
                variant="secondary"
                icon={<Pencil className="size-4" />}
                onClick={() => onEdit(code)}
                aria-label={`Edit ${code.code}`}
              >
                Edit
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
