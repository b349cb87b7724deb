import { Download, Feather, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CLASSIC_STYLE, PORTRAIT_LIMITS } from "../../../contract/portrait-styles";
import type { PortraitError } from "../../../contract/portraits";
import { formatUsd, PRICES_CENTS } from "../../../contract/prices";
import { trackInitiateCheckout } from "../../lib/analytics";
import { checkoutUrl, saveCheckoutData } from "../../lib/checkout-data";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { ClassicSample } from "../../ui/classic-sample";
import { Field, Input } from "../../ui/field";
import { Mascot } from "../../ui/mascot";
import { toast } from "../../ui/use-toast";
import { NotAPetCard } from "./not-a-pet";
import {
  createSession,
  isNotAPet,
  newSessionId,
  portraitErrorOf,
  requestTransform,
  uploadProblem,
  uploadWithPreview,
} from "./photo";
import { PhotoPicker } from "./photo-picker";
import { forgetSession, rememberSession, useRestoredSession } from "./remembered-session";

type Stage =
  | { name: "upload" }
  | { name: "processing" }
  | { name: "not-a-pet"; error: PortraitError }
  | { name: "result"; id: string; imageUrl: string; sessionId: string };

/** SPEC §4: progress creeps from 10 to 90 while painting, then 98, 99, 100. */
function useProgress(active: boolean) {
  const [progress, setProgress] = useState(10);
  useEffect(() => {
    if (!active) return;
    setProgress(10);
    const timer = window.setInterval(() => setProgress((p) => (p < 90 ? p + 5 : p)), 600);
    return () => window.clearInterval(timer);
  }, [active]);
  return [progress, setProgress] as const;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ClassicPortraitsPage() {
  const navigate = useNavigate();
  const [petName, setPetName] = useState("");
  const [stage, setStage] = useState<Stage>({ name: "upload" });
  const [progress, setProgress] = useProgress(stage.name === "processing");
  const cancelled = useRef(false);

  useRestoredSession("classic", (session) => {
    const latest = session.portraits.at(-1)!;
    setPetName(latest.petName ?? "");
    setStage({
      name: "result",
      id: latest.transformationId,
      imageUrl: latest.transformedImageUrl,
      sessionId: session.sessionId,
    });
  });

  async function start(file: File) {
    cancelled.current = false;
    const sessionId = newSessionId("classic");
    setStage({ name: "processing" });
    try {
      await createSession(sessionId);
      const preview = await uploadWithPreview(sessionId, file);
      rememberSession("classic", { sessionId });
      const answer = await requestTransform(
        sessionId,
        preview,
        CLASSIC_STYLE.prompt,
        petName.trim() || undefined,
      );
      for (const step of [98, 99, 100]) {
        setProgress(step);
        await wait(150);
      }
      if (!cancelled.current)
        setStage({
          name: "result",
          id: answer.transformationId,
          imageUrl: answer.transformedImageUrl,
          sessionId,
        });
    } catch (error) {
      const detail = portraitErrorOf(error);
      if (isNotAPet(detail)) {
        setStage({ name: "not-a-pet", error: detail! });
        return;
      }
      const invalidFile = (error as { status?: number }).status === 415;
      toast({
        ...(invalidFile
          ? uploadProblem(detail, 415)
          : {
              title: "Processing Failed",
              description: detail?.error ?? "Please try again with another photo.",
            }),
        variant: "destructive",
      });
      setStage({ name: "upload" });
    }
  }

  function reset() {
    cancelled.current = true;
    forgetSession("classic");
    setPetName("");
    setStage({ name: "upload" });
    window.scrollTo({ top: 0 });
  }

  if (stage.name === "processing") {
    return (
      <section className={cardClass("p-6 text-center")} aria-live="polite">
        <Mascot className="mx-auto size-20 animate-bounce motion-reduce:animate-none" />
        <h1 className="mt-3 text-2xl font-semibold">Painting your classic portrait</h1>
        <p className="mt-1 text-muted">This may take 1-2 minutes</p>
        <div
          role="progressbar"
          aria-label="Portrait progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-4 h-3 overflow-hidden rounded-full bg-mint-100"
        >
          <div className="h-full bg-mint-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-sm text-muted">{progress}%</p>
      </section>
    );
  }

  if (stage.name === "result") {
    return (
      <section aria-labelledby="classic-result" className="text-center">
        <h1 id="classic-result" className="text-3xl font-semibold">
          Your Classic Portrait
        </h1>
        <img
          src={stage.imageUrl}
          alt="Your pet as a watercolour and ink portrait (watermarked preview)"
          className="mt-6 w-full rounded-[var(--radius-card)] shadow-soft"
        />
        <div className="mt-6 grid gap-3">
          <Button
            onClick={() => {
              const data = {
                sessionId: stage.sessionId,
                type: "classic" as const,
                transformationId: stage.id,
                styleName: CLASSIC_STYLE.name,
                amount: PRICES_CENTS.classicPortrait / 100,
              };
              saveCheckoutData(data);
              trackInitiateCheckout({
                content_name: "classic_portrait",
                content_category: "classic_portraits",
                value: data.amount,
              });
              navigate(checkoutUrl("/transformation-checkout", data));
            }}
          >
            <Download className="size-5" aria-hidden />
            Download for {formatUsd(PRICES_CENTS.classicPortrait)}
          </Button>
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-5" aria-hidden />
            Try Another Photo
          </Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <section className="text-center">
        <Feather className="mx-auto size-12 text-mint-700" aria-hidden />
        <h1 className="mt-2 text-4xl font-semibold text-balance">Classic Portraits</h1>
        <p className="mx-auto mt-3 max-w-md text-lg text-muted">
          A timeless watercolour and ink portrait of your pet, with their name lettered on the artwork.
        </p>
      </section>
      <div className="mt-6">
        <ClassicSample />
      </div>
      <div className={cardClass("mt-6 p-5")}>
        <Field label="Pet name on the artwork (optional)">
          {(control) => (
            <Input
              {...control}
              value={petName}
              maxLength={PORTRAIT_LIMITS.classicNameMax}
              onChange={(event) => setPetName(event.target.value.slice(0, PORTRAIT_LIMITS.classicNameMax))}
            />
          )}
        </Field>
        <p className="mt-1 text-right text-sm text-muted">
          {petName.length} / {PORTRAIT_LIMITS.classicNameMax}
        </p>
      </div>
      {/* SPEC §4: a not-a-pet answer returns here, with the card explaining why and the name kept. */}
      {stage.name === "not-a-pet" && (
        <div className="mt-4">
          <NotAPetCard error={stage.error} onChooseAgain={() => setStage({ name: "upload" })} />
        </div>
      )}
      <div className="mt-4">
        <PhotoPicker onFile={start} />
      </div>
    </>
  );
}
