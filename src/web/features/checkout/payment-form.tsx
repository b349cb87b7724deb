import { lazy, Suspense } from "react";
import { usePublicConfig } from "../../lib/public-config";
import { type CardDetails, TestCardForm } from "./test-card-form";

// Stripe's libraries load only on a checkout that uses Stripe.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

/** Stripe's Payment Element when the shop runs on Stripe, else the local test processor's card form. */
export function PaymentForm(props: {
  clientSecret: string;
  amountLabel: string;
  returnUrl: string;
  pending: boolean;
  onPayWithTestCard: (card: CardDetails) => void;
  onPaid: (paymentIntentId: string) => void;
}) {
  const { stripePublishableKey } = usePublicConfig();
  if (!stripePublishableKey)
    return (
      <TestCardForm amountLabel={props.amountLabel} pending={props.pending} onPay={props.onPayWithTestCard} />
    );
  return (
    <Suspense fallback={<p className="text-center text-muted">Loading the payment form...</p>}>
      <StripePaymentForm
        publishableKey={stripePublishableKey}
        clientSecret={props.clientSecret}
        amountLabel={props.amountLabel}
        returnUrl={props.returnUrl}
        onPaid={props.onPaid}
      />
    </Suspense>
  );
}
