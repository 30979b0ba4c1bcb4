import { useState } from 'react';
import { testCardDigits } from '../../../shared/test-card-limits.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useConfirmTestPayment } from './api/confirm-test-payment.ts';
import { type CardField, cardFieldFor } from './card-field-errors.ts';
import { formatCardNumber, formatExpiry } from './card-input-format.ts';
import { PayButton } from './pay-button.tsx';
import { PayTrustNote } from './pay-trust-note.tsx';
import { showPaymentError } from './payment-toasts.ts';

interface TestCardFormProps {
  clientSecret: string;
  priceCents: number;
  onPaid: () => void;
}

/** The built-in test provider's card form: Stripe's test cards, no real money. */
export function TestCardForm({ clientSecret, priceCents, onPaid }: TestCardFormProps) {
  const [card, setCard] = useState<Record<CardField, string>>({
    cardNumber: '',
    expiry: '',
    cvc: '',
  });
  // The provider's refusal, shown under the field it concerns until that field is edited.
  const [refusal, setRefusal] = useState<{ field: CardField; message: string } | null>(null);
  const confirm = useConfirmTestPayment();
  const errorOf = (field: CardField) => (refusal?.field === field ? refusal.message : undefined);
  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal(null);
        confirm.mutate(
          { clientSecret, ...card },
          {
            onSuccess: onPaid,
            onError: (error) => {
              if (error instanceof ApiRequestError && error.status === 402) {
                setRefusal({ field: cardFieldFor(error.message), message: error.message });
              }
              showPaymentError(error);
            },
          },
        );
      }}
    >
      <FormField label="Card number" error={errorOf('cardNumber')}>
        <TextInput
          className="tabular-nums"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.cardNumber}
          onChange={(event) => update('cardNumber', formatCardNumber(event.target.value))}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry" error={errorOf('expiry')}>
          <TextInput
            className="tabular-nums"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(event) => update('expiry', formatExpiry(event.target.value))}
          />
        </FormField>
        <FormField label="CVC" error={errorOf('cvc')}>
          <TextInput
            className="tabular-nums"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={testCardDigits.cvc}
            value={card.cvc}
            onChange={(event) => update('cvc', event.target.value.replace(/\D/g, ''))}
          />
        </FormField>
      </div>
      <PayButton priceCents={priceCents} processing={confirm.isPending} />
      <PayTrustNote />
    </form>
  );
}
