import { useMutation, useQuery } from "@tanstack/react-query";
import { RefreshCw, Sparkles, Unlock } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type {
  GenerateMoreResponse,
  GenerateNamesResponse,
  NameRequestResponse,
  NameSuggestion,
} from "../../../contract/names";
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
import { loadFavourites, saveFavourites } from "./saved-favourites";

/** The names on screen after these rounds: the last round, after the favourites kept from earlier ones. */
function namesOnScreen(rounds: NameSuggestion[][], favourites: string[]): NameSuggestion[] {
  const earlier = rounds.slice(0, -1).flat();
  return [...earlier.filter((n) => favourites.includes(n.name)), ...(rounds.at(-1) ?? [])];
}

export function NamesPage({ brand }: { brand: string }) {
  const navigate = useNavigate();
  const [description, setDescription] = useState("");
  const [tags, setTags] = useState<PetTagId[]>([]);
  const [names, setNames] = useState<NameSuggestion[]>([]);
  const [favorites, setFavorites] = useState<string[]>([]);
  const [shownCount, setShownCount] = useState(0);
  const [requestId, setRequestId] = useState<string | null>(null);
  // The request on screen lives in the address (?request=…), so Back from the checkout and a reload
  // bring back the same description, tags, names and favourites.
  const [params, setParams] = useSearchParams();
  const showRequest = (id: string | null) =>
    setParams(id ? { request: id } : {}, { replace: true, preventScrollReset: true });
  // "Try Another" drops the request before the address catches up: it must not come back meanwhile.
  const [dropped, setDropped] = useState<string | null>(null);
  const savedId = params.get("request");
  const toRestore = savedId && savedId !== requestId && savedId !== dropped ? savedId : null;

  const restore = useQuery({
    queryKey: ["names-request", toRestore],
    queryFn: () => apiJson<NameRequestResponse>("GET", `/api/names/${encodeURIComponent(toRestore!)}`),
    enabled: toRestore !== null,
    retry: false,
    // Always as the server has it now: "more" may have added a round since the last visit.
    gcTime: 0,
  });
  useEffect(() => {
    const saved = restore.data;
    if (!saved || saved.requestId !== toRestore) return;
    const favourites = loadFavourites(saved.requestId);
    setDescription(saved.description);
    setTags(saved.tags);
    setFavorites(favourites);
    setNames(namesOnScreen(saved.rounds, favourites));
    setShownCount(saved.rounds.flat().length);
    setRequestId(saved.requestId);
  }, [restore.data, toRestore]);
  useEffect(() => {
    if (!restore.isError) return;
    showRequest(null);
    toast({
      title: "Those names have gone",
      description: errorMessage(restore.error, "Please describe your pet again."),
    });
  }, [restore.isError]);
  useEffect(() => {
    if (requestId) saveFavourites(requestId, favorites);
  }, [requestId, favorites]);

  const generate = useMutation({
    mutationFn: (body: { description: string; tags: PetTagId[] }) =>
      apiJson<GenerateNamesResponse>("POST", "/api/generate-names", body),
    onSuccess: (result, body) => {
      setNames(result.names);
      setRequestId(result.requestId);
      showRequest(result.requestId);
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
    setDropped(requestId);
    setRequestId(null);
    showRequest(null);
    generate.reset();
    more.reset();
    window.scrollTo({ top: 0 });
  }

  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  if (generate.isPending) return <SniffingView />;
  if (toRestore && !restore.isError) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        Bringing back your names...
      </p>
    );
  }

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
        <p className="mt-2 line-clamp-3 text-center text-ink" data-testid="described">
          For “{description.trim()}”
        </p>
        <p className="mt-1 text-center text-muted">
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
