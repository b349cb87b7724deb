import { CreditCard, FlaskConical } from "lucide-react";
import { type FormEvent, useState } from "react";
import { cardExpiryProblem } from "../../../contract/card-expiry";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Field, Input } from "../../ui/field";

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The local test processor's card form; it looks and behaves like a card form, and says it charges nothing. */
export function TestCardForm({
  amountLabel,
  pending,
  onPay,
}: {
  amountLabel: string;
  pending: boolean;
  onPay: (card: CardDetails) => void;
}) {
  const [card, setCard] = useState<CardDetails>({ cardNumber: "", expiry: "", cvc: "" });
  // Checked like a real card form once the field looks complete (MM/YY), not while typing.
  const expiryError = card.expiry.trim().length >= 5 ? cardExpiryProblem(card.expiry) : undefined;
  const ready =
    card.cardNumber.replace(/\D/g, "").length >= 13 &&
    card.expiry.trim().length >= 5 &&
    !expiryError &&
    /^\d{3,4}$/.test(card.cvc);
  const update = (key: keyof CardDetails) => (event: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !pending) onPay(card);
  }

  return (
    <form onSubmit={submit} className={cardClass("grid gap-3 p-5")}>
      <p className="flex items-center gap-2 rounded-xl bg-[#fef9c3] p-3 text-sm font-semibold text-[#854d0e]">
        <FlaskConical className="size-5" aria-hidden /> Test mode — no real charge
      </p>
      <p className="text-sm text-muted">
        Use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for
        confirmation), any future expiry and any CVC.
      </p>
      <fieldset className="grid gap-3">
        <legend className="flex items-center gap-2 font-semibold">
          <CreditCard className="size-5" aria-hidden /> Card
        </legend>
        <Field label="Card number" labelClassName="text-sm font-semibold">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card.cardNumber}
              onChange={update("cardNumber")}
              disabled={pending}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Expiry (MM/YY)" labelClassName="text-sm font-semibold" error={expiryError}>
            {(control) => (
              <Input
                {...control}
                autoComplete="cc-exp"
                value={card.expiry}
                onChange={update("expiry")}
                disabled={pending}
              />
            )}
          </Field>
          <Field label="CVC" labelClassName="text-sm font-semibold">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-csc"
                value={card.cvc}
                onChange={update("cvc")}
                disabled={pending}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <Button type="submit" disabled={!ready || pending} className="w-full">
        {pending ? "Processing..." : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
