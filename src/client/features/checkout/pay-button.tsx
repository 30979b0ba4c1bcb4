import { LoaderCircle, Lock } from 'lucide-react';
import { formatUsdShort } from '../../../shared/money.ts';

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
    <button
      type="submit"
      className="btn-primary h-12 w-full text-base"
      disabled={processing || disabled}
    >
      {processing ? (
        <>
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Processing...
        </>
      ) : (
        <>
          <Lock className="size-4" aria-hidden="true" /> Pay {formatUsdShort(priceCents)} USD
        </>
      )}
    </button>
  );
}
