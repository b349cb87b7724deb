import { CreditCard, FlaskConical } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cardExpiryProblem } from "../../../contract/card-expiry";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { inputClass } from "../../ui/input-class";

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
  const id = useId();
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
        <div>
          <label htmlFor={`${id}-number`} className="text-sm font-semibold">
            Card number
          </label>
          <input
            id={`${id}-number`}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.cardNumber}
            onChange={update("cardNumber")}
            disabled={pending}
            className={inputClass}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-expiry`} className="text-sm font-semibold">
              Expiry (MM/YY)
            </label>
            <input
              id={`${id}-expiry`}
              autoComplete="cc-exp"
              value={card.expiry}
              onChange={update("expiry")}
              disabled={pending}
              aria-invalid={expiryError ? true : undefined}
              aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
              className={inputClass}
            />
            {expiryError && (
              <p id={`${id}-expiry-error`} role="alert" className="mt-1 text-sm text-danger">
                {expiryError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-cvc`} className="text-sm font-semibold">
              CVC
            </label>
            <input
              id={`${id}-cvc`}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              onChange={update("cvc")}
              disabled={pending}
              className={inputClass}
            />
          </div>
        </div>
      </fieldset>
      <Button type="submit" disabled={!ready || pending} className="w-full">
        {pending ? "Processing..." : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
