import { Palette } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type {
  AlreadyPurchasedError,
  PurchaseType,
  TransformationIntentResponse,
} from "../../../contract/payments";
import { PORTRAIT_LIMITS } from "../../../contract/portrait-styles";
import { formatUsd, PRICES_CENTS } from "../../../contract/prices";
import { ApiError, apiJson, errorMessage } from "../../lib/api";
import { type CheckoutData, readCheckoutData } from "../../lib/checkout-data";
import { rememberPaymentIntent } from "../../lib/payment-return";
import { buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Mascot } from "../../ui/mascot";
import { CheckoutPayment } from "./checkout-payment";

const PRICE: Record<PurchaseType, number> = {
  individual: PRICES_CENTS.magicPortrait,
  bundle: PRICES_CENTS.magicBundle,
  classic: PRICES_CENTS.classicPortrait,
};
const PRINT = `print-ready PNG up to ${PORTRAIT_LIMITS.printMaxSide} px on the long side (at most twice your photo's size), no watermark`;
const TITLE: Record<PurchaseType, string> = {
  individual: `One magic portrait as a ${PRINT}`,
  bundle: `All 4 magic portraits, each a ${PRINT}`,
  classic: `Your classic watercolour portrait as a ${PRINT}`,
};

/** The intent id of an earlier purchase when the server says these portraits are already bought. */
function alreadyPurchased(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as AlreadyPurchasedError;
    return body.alreadyPurchased ? body.paymentIntentId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC's query parameters, else the copy kept in session storage. Storage is read after hydration,
 * so the server's HTML and the first browser render agree; `undefined` means "still looking".
 */
function useCheckoutData(): CheckoutData | null | undefined {
  const [params] = useSearchParams();
  const fromQuery = useMemo(() => {
    const sessionId = params.get("sessionId");
    const type = params.get("type") as PurchaseType | null;
    if (sessionId && type && type in PRICE) {
      const ids = params.get("transformationIds");
      return {
        sessionId,
        type,
        ...(params.get("transformationId") ? { transformationId: params.get("transformationId")! } : {}),
        ...(ids ? { transformationIds: ids.split(",") } : {}),
        ...(params.get("styleName") ? { styleName: params.get("styleName")! } : {}),
        amount: PRICE[type] / 100,
      };
    }
    return undefined;
  }, [params]);
  const [fromStorage, setFromStorage] = useState<CheckoutData | null | undefined>(undefined);
  useEffect(() => {
    if (!fromQuery) setFromStorage(readCheckoutData() ?? null);
  }, [fromQuery]);
  return fromQuery ?? fromStorage;
}

export function PortraitCheckout() {
  const navigate = useNavigate();
  const data = useCheckoutData();
  const [intent, setIntent] = useState<TransformationIntentResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ownedBy, setOwnedBy] = useState<string | null>(null);
  const started = useRef(false);
  const paid = (paymentIntentId: string) => {
    rememberPaymentIntent(paymentIntentId);
    navigate("/transformation-success");
  };

  useEffect(() => {
    if (!data || started.current) return;
    started.current = true;
    apiJson<TransformationIntentResponse>("POST", "/api/create-transformation-payment-intent", {
      sessionId: data.sessionId,
      purchaseType: data.type,
      amount: PRICE[data.type] / 100,
      ...(data.transformationId ? { transformationId: data.transformationId } : {}),
      ...(data.transformationIds ? { transformationIds: data.transformationIds } : {}),
    })
      .then(setIntent)
      .catch((e) => {
        const paid = alreadyPurchased(e);
        if (paid) setOwnedBy(paid);
        else setError(errorMessage(e, "Failed to create payment intent"));
      });
  }, [data]);

  if (data === undefined) {
    return (
      <div className="py-10 text-center" role="status">
        <Mascot className="mx-auto size-16 animate-bounce motion-reduce:animate-none" />
        <p className="mt-2 text-muted">Preparing a secure checkout...</p>
      </div>
    );
  }
  if (data === null) {
    return (
      <section className={cardClass("p-6 text-center")} role="alert">
        <h1 className="text-2xl font-semibold">Missing checkout information</h1>
        <p className="mt-2 text-muted">
          We don't know which portrait you want to buy. Please start again from your portraits.
        </p>
        <Link to="/magic-portraits" className={buttonClass("secondary", "mt-5")}>
          Back to Magic Portraits
        </Link>
      </section>
    );
  }
  if (ownedBy) {
    return (
      <section className={cardClass("p-6 text-center")}>
        <h1 className="text-2xl font-semibold">Already yours</h1>
        <p className="mt-2 text-muted">
          You have already bought {data.type === "bundle" ? "these portraits" : "this portrait"}. There is
          nothing more to pay: your downloads are ready.
        </p>
        <button
          type="button"
          className={buttonClass("primary", "mt-5")}
          onClick={() => {
            rememberPaymentIntent(ownedBy);
            navigate("/transformation-success");
          }}
        >
          Open your downloads
        </button>
      </section>
    );
  }
  if (error) {
    return (
      <section className={cardClass("p-6 text-center")} role="alert">
        <h1 className="text-2xl font-semibold">Checkout Error</h1>
        <p className="mt-2 text-muted">{error}</p>
        <Link
          to={data.type === "classic" ? "/classic-portraits" : "/magic-portraits"}
          className={buttonClass("secondary", "mt-5")}
        >
          Back to your portraits
        </Link>
      </section>
    );
  }

  const price = PRICE[data.type];
  return (
    <>
      <h1 className="text-center text-3xl font-semibold">Checkout</h1>
      <section className="mt-6 flex items-start gap-4 rounded-[var(--radius-card)] bg-mint-50 p-5">
        <Palette className="size-10 shrink-0 text-mint-700" aria-hidden />
        <div className="grow">
          <h2 className="text-xl font-semibold">{data.styleName ?? "Your portrait"}</h2>
          <p className="mt-1 text-muted">{TITLE[data.type]}</p>
          {data.type === "bundle" && <p className="mt-1 font-semibold text-mint-800">You Saved 35%</p>}
        </div>
        <p className="font-display text-2xl font-semibold">{formatUsd(price)}</p>
      </section>
      <div className="mt-6">
        <CheckoutPayment
          intent={intent ?? undefined}
          amountCents={price}
          returnPath="/transformation-success"
          onPaid={paid}
        />
      </div>
    </>
  );
}
