import { useId, useState } from 'react';
import { useConfirmTestPayment } from './api/confirm-test-payment.ts';
import { formatCardNumber, formatExpiry } from './card-input-format.ts';
import { PayButton } from './pay-button.tsx';
import { showPaymentError } from './payment-toasts.ts';

interface TestCardFormProps {
  clientSecret: string;
  priceCents: number;
  onPaid: () => void;
}

const fieldClass = 'h-11 rounded-lg border border-border bg-background px-3 text-base tabular-nums';

/** The built-in test provider's card form: Stripe's test cards, no real money. */
export function TestCardForm({ clientSecret, priceCents, onPaid }: TestCardFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const confirm = useConfirmTestPayment();
  const id = useId();

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(
          { clientSecret, cardNumber, expiry, cvc },
          { onSuccess: onPaid, onError: showPaymentError },
        );
      }}
    >
      <div className="grid gap-2">
        <label htmlFor={`${id}-number`} className="text-sm font-medium">
          Card number
        </label>
        <input
          id={`${id}-number`}
          className={fieldClass}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <label htmlFor={`${id}-expiry`} className="text-sm font-medium">
            Expiry
          </label>
          <input
            id={`${id}-expiry`}
            className={fieldClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
        </div>
        <div className="grid gap-2">
          <label htmlFor={`${id}-cvc`} className="text-sm font-medium">
            CVC
          </label>
          <input
            id={`${id}-cvc`}
            className={fieldClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
      <PayButton priceCents={priceCents} processing={confirm.isPending} />
    </form>
  );
}
