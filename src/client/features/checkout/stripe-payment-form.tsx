import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { PayButton } from './pay-button.tsx';
import { PayTrustNote } from './pay-trust-note.tsx';
import { showPaymentError, showPaymentFailed } from './payment-toasts.ts';
import { thankYouPath } from './thank-you-path.ts';

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  email: string;
  orderToken: string;
  priceCents: number;
  onPaid: () => void;
}

let stripePromise: Promise<Stripe | null> | undefined;

/** Stripe's Payment Element; loaded only on the checkout page, only with Stripe configured. */
export default function StripePaymentForm(props: StripePaymentFormProps) {
  stripePromise ??= loadStripe(props.publishableKey);
  const dark = document.documentElement.classList.contains('dark');
  return (
    <Elements
      stripe={stripePromise}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: dark ? 'night' : 'stripe' },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ email, orderToken, priceCents, onPaid }: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [ready, setReady] = useState(false);

  return (
    <form
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        setProcessing(true);
        try {
          const result = await stripe.confirmPayment({
            elements,
            confirmParams: {
              return_url: `${window.location.origin}${thankYouPath(email, orderToken)}`,
              receipt_email: email,
            },
            redirect: 'if_required',
          });
          if (result.error) {
            showPaymentFailed(result.error.message ?? 'Your payment was not completed.');
          } else if (
            result.paymentIntent.status === 'succeeded' ||
            result.paymentIntent.status === 'processing'
          ) {
            onPaid();
          }
        } catch (error) {
          showPaymentError(error);
        } finally {
          setProcessing(false);
        }
      }}
    >
      {ready ? null : <PageSpinner label="Loading the payment form" />}
      <PaymentElement onReady={() => setReady(true)} />
      <PayButton priceCents={priceCents} processing={processing} disabled={!stripe || !ready} />
      <PayTrustNote />
    </form>
  );
}
