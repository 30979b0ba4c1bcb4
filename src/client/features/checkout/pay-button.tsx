import { Lock } from 'lucide-react';
import { formatUsdShort } from '../../../shared/money.ts';
import { Button } from '../../components/ui/button.tsx';

export function PayButton({
  priceCents,
  processing,
  disabled,
}: {
  priceCents: number;
  processing: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      className="h-12 w-full text-base"
      busy={processing}
      busyLabel="Processing..."
      disabled={disabled}
      icon={<Lock className="size-4" />}
    >
      Pay {formatUsdShort(priceCents)} USD
    </Button>
  );
}
