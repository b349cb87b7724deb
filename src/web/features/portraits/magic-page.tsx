import { useQuery } from "@tanstack/react-query";
import { Download, Palette, RotateCcw, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  FIRST_ROUND,
  MAGIC_STYLES,
  type MagicStyleId,
  PORTRAIT_LIMITS,
  SECOND_ROUND,
  theStyle,
} from "../../../contract/portrait-styles";
import type { PortraitError, SampleTransformations } from "../../../contract/portraits";
import { formatUsd, PRICES_CENTS } from "../../../contract/prices";
import { trackInitiateCheckout, trackLead } from "../../lib/analytics";
import { apiJson } from "../../lib/api";
import { type CheckoutData, checkoutUrl, saveCheckoutData } from "../../lib/checkout-data";
import { usePublicConfig } from "../../lib/public-config";
import { SAMPLE_PHOTO } from "../../lib/sample-photo";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Mascot } from "../../ui/mascot";
import { toast } from "../../ui/use-toast";
import { NotAPetCard } from "./not-a-pet";
import {
  createSession,
  isNotAPet,
  newSessionId,
  type Preview,
  portraitErrorOf,
  requestTransform,
  uploadProblem,
  uploadWithPreview,
} from "./photo";
import { PhotoPicker } from "./photo-picker";
import { forgetSession, rememberSession, useRestoredSession } from "./remembered-session";

interface Result {
  id: string;
  styleId: MagicStyleId;
  filterName: string;
  imageUrl: string;
}

type Stage =
  | { name: "upload" }
  | { name: "not-a-pet"; error: PortraitError }
  | { name: "processing"; styleName: string; done: number; total: number }
  | { name: "results" };

const styleById = (id: MagicStyleId) => MAGIC_STYLES.find((s) => s.id === id)!;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Four built-in samples when the server has none to show. */
const FALLBACK_SAMPLES: SampleTransformations["samples"] = MAGIC_STYLES.map((s) => ({
  filterName: s.name,
  imageUrl: SAMPLE_PHOTO.src,
  alt: `Sample photo for ${theStyle(s.name)}`,
}));

function Samples() {
  const { data } = useQuery<SampleTransformations>({
    queryKey: ["/api/sample-transformations"],
    staleTime: 5 * 60_000,
    retry: 1,
  });
  const samples = data?.samples.length ? data.samples : FALLBACK_SAMPLES;
  return (
    <section aria-labelledby="samples-title" className="mt-10">
      <h2 id="samples-title" className="text-center text-2xl font-semibold">
        Four magic styles
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {samples.map((sample) => (
          <li key={sample.filterName} className={cardClass("overflow-hidden")}>
            <img
              src={sample.imageUrl}
              alt={sample.alt}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <p className="p-3 font-display font-semibold">{sample.filterName}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MagicPortraitsPage() {
  const navigate = useNavigate();
  const { portraitProvider } = usePublicConfig();
  const [stage, setStage] = useState<Stage>({ name: "upload" });
  const [results, setResults] = useState<Result[]>([]);
  const [moreUsed, setMoreUsed] = useState(false);
  const job = useRef<{ sessionId: string; preview: Preview | undefined } | null>(null);

  useRestoredSession("magic", (session, preview) => {
    const magicIds = new Set<string>(MAGIC_STYLES.map((s) => s.id));
    const restored = session.portraits
      .filter((p) => magicIds.has(p.styleId))
      .map((p) => ({
        id: p.transformationId,
        styleId: p.styleId as MagicStyleId,
        filterName: p.filterName,
        imageUrl: p.transformedImageUrl,
      }));
    if (restored.length === 0) return;
    job.current = { sessionId: session.sessionId, preview };
    setResults(restored);
    // "Generate more" needs the photo, and is offered once: not after the second round.
    setMoreUsed(!preview || restored.length >= FIRST_ROUND.length + SECOND_ROUND.length);
    setStage({ name: "results" });
  });

  async function paint(styles: MagicStyleId[], already: Result[]) {
    const current = job.current;
    const preview = current?.preview;
    if (!current || !preview) return;
    const made: Result[] = [];
    for (const [index, styleId] of styles.entries()) {
      const style = styleById(styleId);
      setStage({ name: "processing", styleName: style.name, done: index, total: styles.length });
      if (index > 0 && portraitProvider === "replicate") await wait(PORTRAIT_LIMITS.remoteStyleGapMs);
      try {
        const answer = await requestTransform(current.sessionId, preview, style.prompt);
        if (!answer.transformedImageUrl) throw new Error("No transformed image returned from AI service");
        made.push({
          id: answer.transformationId,
          styleId,
          filterName: answer.filterName,
          imageUrl: answer.transformedImageUrl,
        });
        setResults([...already, ...made]);
      } catch (error) {
        const detail = portraitErrorOf(error);
        if (isNotAPet(detail)) {
          setStage({ name: "not-a-pet", error: detail! });
          return;
        }
        toast({
          title: "Error",
          description: detail?.requiresApiKey
            ? "AI transformations require Replicate credits. Please try again later."
            : `AI transformation failed: ${detail?.error ?? (error as Error).message}`,
          variant: "destructive",
        });
      }
    }
    setStage({ name: "results" });
    if (made.length > 0) {
      trackLead({
        content_name: "magic_portraits",
        content_category: "magic_portraits",
        custom_data: { filter_count: made.length },
      });
      apiJson("POST", "/api/save-transformations", {
        sessionId: current.sessionId,
        transformations: [...already, ...made].map((r) => ({
          id: r.id,
          filterName: r.filterName,
          imageUrl: r.imageUrl,
          watermarked: true,
        })),
      }).catch(() =>
        toast({
          title: "Note",
          description:
            "Your portraits are ready, but we had a minor issue saving them. You can still proceed to checkout.",
        }),
      );
    }
  }

  async function start(file: File) {
    const sessionId = newSessionId("magic");
    setResults([]);
    setMoreUsed(false);
    setStage({ name: "processing", styleName: "Checking your photo", done: 0, total: FIRST_ROUND.length });
    try {
      await createSession(sessionId);
    } catch {
      toast({
        title: "Session Error",
        description: "Please refresh the page and try again.",
        variant: "destructive",
      });
      setStage({ name: "upload" });
      return;
    }
    try {
      job.current = { sessionId, preview: await uploadWithPreview(sessionId, file) };
      rememberSession("magic", job.current);
    } catch (error) {
      const detail = portraitErrorOf(error);
      if (isNotAPet(detail)) setStage({ name: "not-a-pet", error: detail! });
      else {
        toast({ ...uploadProblem(detail, (error as { status?: number }).status), variant: "destructive" });
        setStage({ name: "upload" });
      }
      return;
    }
    await paint(FIRST_ROUND, []);
  }

  function buy(data: CheckoutData) {
    saveCheckoutData(data);
    trackInitiateCheckout({
      content_name: `magic_portraits_${data.type}`,
      content_category: "magic_portraits",
      value: data.amount,
      custom_data: { filter_count: data.transformationIds?.length ?? 1 },
    });
    navigate(checkoutUrl("/magic-portraits/checkout", data));
  }

  function reset() {
    job.current = null;
    forgetSession("magic");
    setResults([]);
    setMoreUsed(false);
    setStage({ name: "upload" });
    window.scrollTo({ top: 0 });
  }

  const sessionId = job.current?.sessionId ?? "";
  const processing = stage.name === "processing";

  // SPEC §4: a not-a-pet answer returns to the upload screen, with the card explaining why.
  if (stage.name === "upload" || stage.name === "not-a-pet") {
    return (
      <>
        <section className="text-center">
          <Palette className="mx-auto size-12 text-[#a3275b]" aria-hidden />
          <h1 className="mt-2 text-4xl font-semibold text-balance">Magic Portraits</h1>
          <p className="mx-auto mt-3 max-w-md text-lg text-muted">
            One photo of your pet, painted four ways: Van Gogh, Pop Art, Oil Painting and Picasso.
          </p>
        </section>
        {stage.name === "not-a-pet" && (
          <div className="mt-6">
            <NotAPetCard error={stage.error} onChooseAgain={() => setStage({ name: "upload" })} />
          </div>
        )}
        <div className="mt-8">
          <PhotoPicker onFile={start} />
        </div>
        <Samples />
      </>
    );
  }

  return (
    <section aria-labelledby="results-title">
      <h1 id="results-title" className="text-center text-3xl font-semibold">
        {processing ? "Painting your pet..." : "Your Magic Portraits"}
      </h1>
      {processing && (
        <div className={cardClass("mt-6 p-5 text-center")}>
          <Mascot className="mx-auto size-16 animate-bounce motion-reduce:animate-none" />
          <p className="mt-2 font-semibold" aria-live="polite">
            {stage.styleName}
          </p>
          <div
            role="progressbar"
            aria-label="Portrait progress"
            aria-valuemin={0}
            aria-valuemax={stage.total}
            aria-valuenow={stage.done}
            className="mt-3 h-3 overflow-hidden rounded-full bg-mint-100"
          >
            <div
              className="h-full bg-mint-600 transition-all"
              style={{ width: `${((stage.done + 0.5) / stage.total) * 100}%` }}
            />
          </div>
        </div>
      )}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {results.map((result) => (
          <li key={result.id} className={cardClass("overflow-hidden")} data-testid="portrait-result">
            <img
              src={result.imageUrl}
              alt={`Your pet painted in ${theStyle(result.filterName)} (watermarked preview)`}
              className="w-full"
            />
            <div className="p-4">
              <p className="font-display text-lg font-semibold">{result.filterName}</p>
              <Button
                className="mt-3 w-full"
                disabled={processing}
                onClick={() =>
                  buy({
                    sessionId,
                    type: "individual",
                    transformationId: result.id,
                    styleName: result.filterName,
                    amount: PRICES_CENTS.magicPortrait / 100,
                  })
                }
              >
                <Download className="size-5" aria-hidden />
                Download for {formatUsd(PRICES_CENTS.magicPortrait)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {stage.name === "results" && (
        <div className="mt-6 grid gap-3">
          {!moreUsed && (
            <Button
              variant="secondary"
              onClick={() => {
                setMoreUsed(true);
                void paint(SECOND_ROUND, results);
              }}
            >
              <Sparkles className="size-5" aria-hidden />
              Generate 2 More Styles
            </Button>
          )}
          {results.length === 4 && (
            <Button
              onClick={() =>
                buy({
                  sessionId,
                  type: "bundle",
                  transformationIds: results.map((r) => r.id),
                  styleName: "All 4 styles",
                  amount: PRICES_CENTS.magicBundle / 100,
                })
              }
            >
              Get All 4 – Just {formatUsd(PRICES_CENTS.magicBundle)}
            </Button>
          )}
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-5" aria-hidden />
            Try Another Photo
          </Button>
        </div>
      )}
    </section>
  );
}
