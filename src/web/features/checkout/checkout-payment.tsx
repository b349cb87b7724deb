import { formatUsd } from "../../../contract/prices";
import { Mascot } from "../../ui/mascot";
import { ConfirmPayment } from "./confirm-payment";
import { PaymentForm } from "./payment-form";
import { useTestCardPayment } from "./use-test-card-payment";

/**
 * The payment step of a checkout: a wait while the server makes the payment intent, then the card form,
 * or the extra confirmation a test card can ask for.
 */
export function CheckoutPayment({
  intent,
  amountCents,
  returnPath,
  onPaid,
}: {
  intent: { paymentIntentId: string; clientSecret: string } | undefined;
  amountCents: number;
  /** Where Stripe sends the buyer back after a redirecting payment method (the browser's own origin). */
  returnPath: string;
  onPaid: (paymentIntentId: string) => void;
}) {
  const payment = useTestCardPayment(intent, onPaid);
  const amountLabel = formatUsd(amountCents);
  if (!intent)
    return (
      <div className="py-10 text-center" role="status">
        <Mascot className="mx-auto size-16 animate-bounce motion-reduce:animate-none" />
        <p className="mt-2 text-muted">Preparing a secure checkout...</p>
      </div>
    );
  if (payment.authenticating)
    return <ConfirmPayment amountLabel={amountLabel} pending={payment.paying} onAnswer={payment.confirm} />;
  return (
    <PaymentForm
      clientSecret={intent.clientSecret}
      amountLabel={amountLabel}
      returnUrl={`${window.location.origin}${returnPath}`}
      pending={payment.paying}
      onPayWithTestCard={payment.payWithCard}
      onPaid={onPaid}
    />
  );
}
