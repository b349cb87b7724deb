import { CheckCircle2, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { VerifyTransformationResponse } from "../../../contract/payments";
import { theStyle } from "../../../contract/portrait-styles";
import { trackPurchase } from "../../lib/analytics";
import { apiJson } from "../../lib/api";
import { paymentIntentToVerify } from "../../lib/payment-return";
import { usePublicConfig } from "../../lib/public-config";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Mascot } from "../../ui/mascot";
import { toast } from "../../ui/use-toast";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Brand, style and time: "Minty-Van-Gogh-1700000000000.png". */
function fileName(brand: string, style: string, index: number): string {
  return `${brand}-${style}-${Date.now() + index}`.replace(/[^A-Za-z0-9-]+/g, "-").concat(".png");
}

export function TransformationSuccess() {
  const navigate = useNavigate();
  const { brandName } = usePublicConfig();
  const [result, setResult] = useState<VerifyTransformationResponse | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const paymentIntentId = paymentIntentToVerify();
    const refuse = (title: string, description: string) => {
      toast({ title, description, variant: "destructive", path: "/magic-portraits" });
      navigate("/magic-portraits", { replace: true });
    };
    if (!paymentIntentId) return refuse("Invalid Access", "No payment information found");
    apiJson<VerifyTransformationResponse>("POST", "/api/verify-transformation-payment", { paymentIntentId })
      .then((verified) => {
        if (!verified.success) return refuse("Invalid Access", "No payment information found");
        setResult(verified);
        trackPurchase(paymentIntentId, {
          content_name: `${verified.styleType}_portraits_${verified.purchaseType}`,
          content_category: verified.styleType === "classic" ? "classic_portraits" : "magic_portraits",
          value: verified.purchaseAmount,
          custom_data: { filter_count: verified.transformations.length },
        });
      })
      .catch(() =>
        refuse(
          "Verification Error",
          "We couldn't verify your payment. Please contact us if you were charged.",
        ),
      );
  }, [navigate]);

  async function save(url: string, name: string) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      toast({
        title: "Download Error",
        description: "This download failed. Please try again.",
        variant: "destructive",
      });
    }
  }

  async function saveAll() {
    for (const [index, t] of (result?.transformations ?? []).entries()) {
      if (index > 0) await wait(1_000);
      await save(t.imageUrl, fileName(brandName, t.filterName, index));
    }
  }

  if (!result) {
    return (
      <div className="py-16 text-center" role="status">
        <Mascot className="mx-auto size-16 animate-bounce motion-reduce:animate-none" />
        <p className="mt-2 text-muted">Verifying your payment...</p>
      </div>
    );
  }
  return (
    <section className="text-center">
      <CheckCircle2 className="mx-auto size-14 text-mint-600" aria-hidden />
      <h1 className="mt-2 text-3xl font-semibold">Your portraits are ready</h1>
      <p className="mt-2 text-muted">{result.message}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {result.transformations.map((t, index) => (
          <li key={t.id} className={cardClass("overflow-hidden")} data-testid="purchased-portrait">
            <img src={t.imageUrl} alt={`Your pet painted in ${theStyle(t.filterName)}`} className="w-full" />
            <div className="p-4">
              <Button
                className="w-full"
                onClick={() => save(t.imageUrl, fileName(brandName, t.filterName, index))}
              >
                <Download className="size-5" aria-hidden /> Download {t.filterName}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {result.transformations.length > 1 && (
        <Button variant="secondary" className="mt-4 w-full" onClick={saveAll}>
          Download All
        </Button>
      )}
    </section>
  );
}
