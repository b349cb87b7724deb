import { useState } from "react";
import type { LocalPaymentResult } from "../../../contract/payments";
import { apiJson, errorMessage } from "../../lib/api";
import { toast } from "../../ui/use-toast";
import type { CardDetails } from "./test-card-form";

/**
 * Paying with the local test processor: the card, then, for a card that asks for it, the extra
 * confirmation. `onSucceeded` runs once the server says the payment went through; a refusal or an error
 * is told in a toast and the form stays for another try.
 */
export function useTestCardPayment(
  intent: { paymentIntentId: string; clientSecret: string } | null | undefined,
  onSucceeded: (paymentIntentId: string) => void,
) {
  const [paying, setPaying] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);

  async function call(url: string, body: object) {
    if (!intent) return;
    setPaying(true);
    try {
      const result = await apiJson<LocalPaymentResult>("POST", url, {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        ...body,
      });
      setAuthenticating(result.status === "requires_action");
      if (result.status === "succeeded") onSucceeded(result.paymentIntentId);
      else if (result.status !== "requires_action")
        toast({
          title: "Payment Failed",
          description: result.message ?? "Your payment was not completed.",
          variant: "destructive",
        });
    } catch (error) {
      toast({
        title: "Payment Error",
        description: errorMessage(error, "Something went wrong with the payment. Please try again."),
        variant: "destructive",
      });
    } finally {
      setPaying(false);
    }
  }

  return {
    paying,
    /** The card asked for an extra confirmation: show ConfirmPayment. */
    authenticating,
    payWithCard: (card: CardDetails) => call("/api/local-payments/confirm", card),
    confirm: (approve: boolean) => call("/api/local-payments/authenticate", { approve }),
  };
}
