import { ShieldCheck } from "lucide-react";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";

/** The test processor's extra confirmation step (like 3-D Secure) for cards that need it. */
export function ConfirmPayment({
  amountLabel,
  pending,
  onAnswer,
}: {
  amountLabel: string;
  pending: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <section role="dialog" aria-labelledby="auth-title" className={cardClass("p-5 text-center")}>
      <ShieldCheck className="mx-auto size-10 text-mint-700" aria-hidden />
      <h2 id="auth-title" className="mt-2 text-xl font-semibold">
        Confirm this payment
      </h2>
      <p className="mt-1 text-muted">Your bank (the test processor) asks you to confirm {amountLabel}.</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={pending} onClick={() => onAnswer(false)}>
          Fail confirmation
        </Button>
        <Button disabled={pending} onClick={() => onAnswer(true)}>
          Confirm payment
        </Button>
      </div>
    </section>
  );
}
