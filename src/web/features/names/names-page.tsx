import { useMutation } from "@tanstack/react-query";
import { RefreshCw, Sparkles, Unlock } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { GenerateMoreResponse, GenerateNamesResponse, NameSuggestion } from "../../../contract/names";
import { NAMES, type PetTagId } from "../../../contract/names-constants";
import { formatUsd, PRICES_CENTS } from "../../../contract/prices";
import { trackLead } from "../../lib/analytics";
import { apiJson, errorMessage } from "../../lib/api";
import { Button } from "../../ui/button";
import { TooltipProvider } from "../../ui/tooltip";
import { useFocusWhen } from "../../ui/use-focus-when";
import { toast } from "../../ui/use-toast";
import { DescribeForm } from "./describe-form";
import { guessPetType } from "./guess-pet-type";
import { NameCard } from "./name-card";
import { NamesHero, SniffingView, WhyNames } from "./names-intro";

export function NamesPage({ brand }: { brand: string }) {
  const navigate = useNavigate();
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState<PetTagId[]>([]);
  const [names, setNames] = useState<NameSuggestion[]>([]);
  const [favorites, setFavorites] = useState<string[]>([]);
  const [shownCount, setShownCount] = useState(0);
  const [requestId, setRequestId] = useState<string | null>(null);

  const generate = useMutation({
    mutationFn: (body: { description: string; tags: PetTagId[] }) =>
      apiJson<GenerateNamesResponse>("POST", "/api/generate-names", body),
    onSuccess: (result, body) => {
      setNames(result.names);
      setRequestId(result.requestId);
      setShownCount(result.names.length);
      trackLead({
        content_name: "pet_names",
        content_category: "pet_names",
        custom_data: { pet_type: guessPetType(body.description) },
      });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to generate names. Please try again."),
        variant: "destructive",
      }),
  });

  const more = useMutation({
    mutationFn: (id: string) => apiJson<GenerateMoreResponse>("POST", `/api/generate-more/${id}`),
    onSuccess: (result) => {
      setNames((current) => [...current.filter((n) => favorites.includes(n.name)), ...result.names]);
      setShownCount((count) => count + result.names.length);
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to generate more names."),
        variant: "destructive",
      }),
  });

  const pending = generate.isPending || more.isPending;
  // A new set of names takes the focus; more names added to it do not.
  const matchesTitle = useFocusWhen<HTMLHeadingElement>(!generate.isPending && requestId);

  function submit() {
    const trimmed = description.trim();
    if (trimmed.length < NAMES.minDescription) {
      toast({
        title: "More details needed",
        description: "Please provide a more detailed description of your pet",
      });
      return;
    }
    if (!pending) generate.mutate({ description: trimmed, tags });
  }

  function reset() {
    setDescription("");
    setTags([]);
    setNames([]);
    setFavorites([]);
    setShownCount(0);
    setRequestId(null);
    generate.reset();
    more.reset();
    window.scrollTo({ top: 0 });
  }

  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  if (generate.isPending) return <SniffingView />;

  if (names.length > 0 && requestId) {
    return (
      <section aria-labelledby="matches-title">
        <h1
          id="matches-title"
          ref={matchesTitle}
          tabIndex={-1}
          className="text-center text-3xl font-semibold outline-none"
        >
          Perfect Matches
        </h1>
        <p className="mt-2 text-center text-muted">
          Tap the heart to keep a favourite when you ask for more.
        </p>
        <TooltipProvider>
          <ul className="mt-6 grid gap-4" aria-busy={more.isPending}>
            {names.map((suggestion, index) => (
              <NameCard
                key={suggestion.name}
                suggestion={suggestion}
                index={index}
                favourite={favorites.includes(suggestion.name)}
                onToggleFavourite={() => setFavorites((current) => toggle(current, suggestion.name))}
              />
            ))}
          </ul>
        </TooltipProvider>
        <div className="mt-6 grid gap-3">
          {shownCount < NAMES.moreOfferedBelow && (
            <Button variant="secondary" disabled={pending} onClick={() => more.mutate(requestId)}>
              <RefreshCw className={`size-5 ${more.isPending ? "animate-spin" : ""}`} aria-hidden />
              {more.isPending ? "Finding more names..." : "Generate More Names"}
            </Button>
          )}
          <Button
            disabled={pending}
            onClick={() => navigate(`/checkout?requestId=${encodeURIComponent(requestId)}`)}
          >
            <Unlock className="size-5" aria-hidden />
            Unlock {NAMES.collectionSize} Names – Just {formatUsd(PRICES_CENTS.namesPdf)}!
          </Button>
          <Button variant="ghost" disabled={pending} onClick={reset}>
            <Sparkles className="size-5" aria-hidden />
            Try Another Pet Name
          </Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <NamesHero />
      <DescribeForm
        description={description}
        tags={tags}
        pending={pending}
        onDescriptionChange={setDescription}
        onToggleTag={(tag) => setTags((current) => toggle(current, tag))}
        onSubmit={submit}
      />
      <WhyNames brand={brand} />
    </>
  );
}
