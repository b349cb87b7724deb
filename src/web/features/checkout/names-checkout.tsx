import { CheckCircle2, Download, FileText } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { GenerateCompleteResponse } from "../../../contract/names";
import { NAMES, PET_TAGS } from "../../../contract/names-constants";
import type { PaymentIntentResponse } from "../../../contract/payments";
import { formatUsd, PRICES_CENTS } from "../../../contract/prices";
import { trackInitiateCheckout, trackPurchase } from "../../lib/analytics";
import { ApiError, apiJson, errorMessage } from "../../lib/api";
import { buildNamesPdf, loadLogo } from "../../lib/names-pdf";
import { usePublicConfig } from "../../lib/public-config";
import { Button, buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { toast } from "../../ui/use-toast";
import { CheckoutPayment } from "./checkout-payment";

type Stage =
  | { name: "loading" }
  | { name: "form"; intent: PaymentIntentResponse }
  | { name: "paid" }
  | { name: "error"; message: string };

const PRICE = PRICES_CENTS.namesPdf;
const PDF_EVENT = {
  content_name: "25 pet names PDF",
  content_category: "pdf_download",
  value: PRICE / 100,
} as const;

export function NamesCheckout() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestId = params.get("requestId");
  const { brandName, publicUrl } = usePublicConfig();
  const [stage, setStage] = useState<Stage>({ name: "loading" });
  const [download, setDownload] = useState<"idle" | "generating" | "done">("idle");
  const started = useRef(false);
  const paid = (paymentIntentId: string) => {
    trackPurchase(paymentIntentId, PDF_EVENT);
    setStage({ name: "paid" });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!requestId) {
      toast({
        title: "Invalid Request",
        description: "No name request was given for this checkout.",
        variant: "destructive",
        path: "/",
      });
      navigate("/", { replace: true });
      return;
    }
    // Also on return from a payment page (success=true&payment_intent=…): only the server's
    // answer counts, and a paid request answers 409.
    trackInitiateCheckout(PDF_EVENT);
    apiJson<PaymentIntentResponse>("POST", "/api/create-payment-intent", { requestId })
      .then((intent) => setStage({ name: "form", intent }))
      .catch((error) => {
        if (error instanceof ApiError && error.status === 409) setStage({ name: "paid" });
        else
          setStage({
            name: "error",
            message: errorMessage(error, "Unable to initialize payment. Please try again."),
          });
      });
  }, [navigate, requestId]);

  async function downloadPdf() {
    if (!requestId) return;
    setDownload("generating");
    try {
      const collection = await apiJson<GenerateCompleteResponse>(
        "POST",
        `/api/generate-complete/${requestId}`,
      );
      const { doc, fileName } = await buildNamesPdf({
        names: collection.names,
        petDescription: collection.petDescription,
        traits: collection.tags.map((id) => PET_TAGS.find((t) => t.id === id)?.label ?? id),
        brand: brandName,
        siteUrl: publicUrl || window.location.origin,
        date: new Date(),
        logo: await loadLogo("/images/minty-logo.png"),
      });
      doc.save(fileName);
      setDownload("done");
    } catch {
      setDownload("idle");
      toast({
        title: "Download Failed",
        description: "Unable to generate PDF. Please try again.",
        variant: "destructive",
      });
    }
  }

  if (stage.name === "error") {
    return (
      <section className={cardClass("p-6 text-center")} role="alert">
        <h1 className="text-2xl font-semibold">Payment Setup Failed</h1>
        <p className="mt-2 text-muted">{stage.message}</p>
        <Link to="/pet-names" className={buttonClass("secondary", "mt-5")}>
          Back to Pet Names
        </Link>
      </section>
    );
  }

  if (stage.name === "paid") {
    return (
      <section className={cardClass("p-6 text-center")}>
        <CheckCircle2 className="mx-auto size-14 text-mint-600" aria-hidden />
        <h1 className="mt-2 text-3xl font-semibold">Thank you!</h1>
        <p className="mt-2 text-muted">Your {NAMES.collectionSize}-name collection is ready.</p>
        <Button className="mt-5 w-full" disabled={download === "generating"} onClick={downloadPdf}>
          {download === "done" ? (
            <CheckCircle2 className="size-5" aria-hidden />
          ) : (
            <Download className="size-5" aria-hidden />
          )}
          {download === "generating"
            ? "Generating PDF..."
            : download === "done"
              ? "Downloaded!"
              : "Download Your PDF Now"}
        </Button>
      </section>
    );
  }

  return (
    <>
      <h1 className="text-center text-3xl font-semibold">Checkout</h1>
      <section className="mt-6 flex items-start gap-4 rounded-[var(--radius-card)] bg-mint-50 p-5">
        <FileText className="size-10 shrink-0 text-mint-700" aria-hidden />
        <div className="grow">
          <h2 className="text-xl font-semibold">Premium {NAMES.collectionSize}-name collection (PDF)</h2>
          <p className="mt-1 text-muted">
            Every name with its traits, reason and cultural note, beautifully laid out to keep or share.
          </p>
        </div>
        <p className="font-display text-2xl font-semibold">{formatUsd(PRICE)}</p>
      </section>
      <div className="mt-6">
        <CheckoutPayment
          intent={stage.name === "form" ? stage.intent : undefined}
          amountCents={PRICE}
          returnPath={`/checkout?success=true&requestId=${encodeURIComponent(requestId ?? "")}`}
          onPaid={paid}
        />
      </div>
    </>
  );
}
