import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useState } from "react";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { toast } from "../../ui/use-toast";

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

function PaymentForm({
  amountLabel,
  returnUrl,
  onPaid,
}: {
  amountLabel: string;
  returnUrl: string;
  onPaid: (paymentIntentId: string) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || !ready) return;
    setPending(true);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    setPending(false);
    if (error)
      toast({
        title: "Payment Failed",
        description: error.message ?? "Your payment was not completed.",
        variant: "destructive",
      });
    else if (paymentIntent?.status === "succeeded") onPaid(paymentIntent.id);
  }

  return (
    <form onSubmit={submit} className={cardClass("grid gap-4 p-5")}>
      <PaymentElement
        options={{ paymentMethodOrder: ["card", "apple_pay", "google_pay"] }}
        onReady={() => setReady(true)}
        onLoadError={() =>
          toast({
            title: "Loading Error",
            description: "The payment form could not load. Please try again.",
            variant: "destructive",
          })
        }
      />
      {/* The form must be ready before paying (SPEC §5). */}
      <Button type="submit" disabled={!ready || pending} className="w-full">
        {pending ? "Processing..." : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element (card, Apple Pay, Google Pay), confirmed without a redirect where possible. */
export default function StripePaymentForm(props: {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  returnUrl: string;
  onPaid: (paymentIntentId: string) => void;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <PaymentForm amountLabel={props.amountLabel} returnUrl={props.returnUrl} onPaid={props.onPaid} />
    </Elements>
  );
}
