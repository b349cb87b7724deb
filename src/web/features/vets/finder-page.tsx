import { useMutation, useQuery } from "@tanstack/react-query";
import { LocateFixed, Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { Clinic, ClinicCountResponse, ClinicsResponse } from "../../../contract/clinics";
import {
  MAX_SEARCH_RESULTS,
  QUICK_SEARCHES,
  SEARCH_PAGE_SIZE,
  VET_RADIUS_MILES,
} from "../../../contract/clinics-constants";
import { ApiError, apiJson } from "../../lib/api";
import { Button } from "../../ui/button";
import { chipClass, chipIdleClass } from "../../ui/chip";
import { useFocusWhen } from "../../ui/use-focus-when";
import { toast } from "../../ui/use-toast";
import { ClinicCard } from "./clinic-card";

type Position = { latitude: number; longitude: number };
type Location =
  | { state: "locating" }
  | { state: "found"; position: Position }
  | { state: "unavailable"; reason: string };

function useDeviceLocation(): Location {
  const [location, setLocation] = useState<Location>({ state: "locating" });
  useEffect(() => {
    if (!("geolocation" in navigator)) {
      setLocation({
        state: "unavailable",
        reason: "Your browser can't share a location. Search by city, state or ZIP instead.",
      });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocation({
          state: "found",
          position: { latitude: p.coords.latitude, longitude: p.coords.longitude },
        }),
      (error) =>
        setLocation({
          state: "unavailable",
          reason:
            error.code === error.PERMISSION_DENIED
              ? "Location is off for this site, so we can't show vets near you. Search by city, state or ZIP instead."
              : "We couldn't find your location. Search by city, state or ZIP instead.",
        }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);
  return location;
}

/** What the results are: where they were searched, in what order, or that they are the nearest. */
function resultsNote({ place, nearest }: ClinicsResponse): string | undefined {
  if (!place) return undefined;
  if (nearest) {
    const where =
      place.kind === "state" ? `in ${place.label}` : `within ${VET_RADIUS_MILES} miles of ${place.label}`;
    return `No clinics ${where} yet. These are the nearest ones, with their distance.`;
  }
  if (place.kind === "state") return `Clinics in ${place.label}, best rated first.`;
  return `Clinics within ${VET_RADIUS_MILES} miles of ${place.label}, nearest first.`;
}

const failed = (error: Error) =>
  toast({
    title: "Search failed",
    description: (error instanceof ApiError && error.serverMessage) || "Please try again in a moment.",
    variant: "destructive",
  });

export function VetFinderPage() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get("q") ?? "");
  const location = useDeviceLocation();
  const position = location.state === "found" ? location.position : undefined;
  const { data: count } = useQuery<ClinicCountResponse>({ queryKey: ["/api/clinic-count"] });

  const nearby = useQuery<ClinicsResponse>({
    queryKey: ["nearby", position?.latitude, position?.longitude],
    enabled: position !== undefined,
    queryFn: () =>
      apiJson<ClinicsResponse>("POST", "/api/nearby-vets", { ...position, radius: VET_RADIUS_MILES }),
  });

  // Every page of the search so far; later pages are asked for with the query and position it began with.
  const [shown, setShown] = useState<{ query: string; from?: Position; page: number; clinics: Clinic[] }>();
  const fetchPage = (query: string, from: Position | undefined, page: number) =>
    apiJson<ClinicsResponse>("POST", "/api/search-vets", { query, ...from, radius: VET_RADIUS_MILES, page });

  const search = useMutation({
    mutationFn: (q: string) => fetchPage(q, position, 1),
    onSuccess: (result, q) => {
      setShown({ query: q, from: position, page: 1, clinics: result.clinics });
      if (result.clinics.length === 0)
        toast({
          title: "No vets found",
          description: "Try a different search or check your location settings.",
        });
    },
    onError: failed,
  });
  const resultsTitle = useFocusWhen<HTMLHeadingElement>(search.data);

  const list = useRef<HTMLUListElement>(null);
  const more = useMutation({
    mutationFn: () => fetchPage(shown!.query, shown!.from, shown!.page + 1),
    onSuccess: (result) =>
      setShown({ ...shown!, page: result.page, clinics: [...shown!.clinics, ...result.clinics] }),
    onError: failed,
  });
  // Once a later page is on screen, the keyboard and a screen reader carry on from its first clinic.
  useEffect(() => {
    if (!shown || shown.page === 1) return;
    const firstNew = (shown.page - 1) * SEARCH_PAGE_SIZE;
    (list.current?.children[firstNew] as HTMLElement | undefined)?.focus();
  }, [shown]);

  function run(q: string) {
    const trimmed = q.trim();
    if (!trimmed) return;
    setQuery(trimmed);
    setParams({ q: trimmed }, { replace: true, preventScrollReset: true });
    search.mutate(trimmed);
  }

  // ?q= prefills the box and searches once on arrival.
  const autoSearched = useRef(false);
  useEffect(() => {
    const q = params.get("q");
    if (q && !autoSearched.current) {
      autoSearched.current = true;
      run(q);
    }
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    run(query);
  }

  return (
    <>
      <section className="text-center">
        <h1 className="text-4xl font-semibold text-balance">Find a Vet</h1>
        <p className="mx-auto mt-3 max-w-md text-lg text-muted">
          {(count?.count ?? 1000).toLocaleString("en-US")}+ clinics with reviews, specialties and opening
          hours.
        </p>
        {count?.sample !== false && (
          <p
            className="mx-auto mt-3 max-w-md rounded-xl bg-peach-100 p-3 text-sm text-peach-700"
            data-testid="sample-notice"
          >
            Sample directory: these clinics are fictional, generated to show how the finder works. Clinics
            marked “Sample” are not real.
          </p>
        )}
      </section>
      <form onSubmit={submit} aria-label="Vet search" className="mt-6 flex gap-2">
        <label htmlFor="vet-search" className="sr-only">
          Search by City, State or Clinic Name
        </label>
        <input
          id="vet-search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={100}
          placeholder="Search by City, State or Clinic Name"
          className="min-h-11 w-full rounded-full border border-mint-600 bg-white px-5 text-base text-ink focus:border-mint-800"
        />
        <Button
          type="submit"
          disabled={!query.trim() || search.isPending}
          className="shrink-0 px-4"
          aria-label="Search"
        >
          <Search className="size-5" aria-hidden />
        </Button>
      </form>
      <div className="mt-3 flex flex-wrap gap-2">
        {QUICK_SEARCHES.map((city) => (
          <button
            key={city}
            type="button"
            onClick={() => run(city)}
            className={`${chipClass} ${chipIdleClass}`}
          >
            {city}
          </button>
        ))}
      </div>

      {(search.data || search.isPending) && (
        <section aria-labelledby="results-title" className="mt-8" aria-busy={search.isPending}>
          <h2
            id="results-title"
            ref={resultsTitle}
            tabIndex={-1}
            className="text-2xl font-semibold outline-none"
          >
            {search.isPending || !search.data
              ? "Searching..."
              : `Search Results (${search.data.total.toLocaleString("en-US")}${search.data.capped ? "+" : ""})`}
          </h2>
          {search.data && resultsNote(search.data) && (
            <p
              className={`mt-2 ${search.data.nearest ? "rounded-xl bg-peach-100 p-3 text-peach-700" : "text-muted"}`}
              data-testid="results-note"
            >
              {resultsNote(search.data)}
            </p>
          )}
          <ul ref={list} className="mt-4 grid gap-3">
            {!search.isPending && shown?.clinics.map((c) => <ClinicCard key={c.id} clinic={c} />)}
          </ul>
          {search.data && shown && !search.isPending && (
            <div className="mt-4 flex flex-col items-center gap-3 text-center">
              <p className="text-sm text-muted" aria-live="polite">
                {shown.clinics.length < search.data.total
                  ? `Showing ${shown.clinics.length.toLocaleString("en-US")} of ${search.data.total.toLocaleString("en-US")}`
                  : search.data.capped
                    ? `More than ${MAX_SEARCH_RESULTS.toLocaleString("en-US")} clinics match; these are the first ${MAX_SEARCH_RESULTS.toLocaleString("en-US")}. Add a city, ZIP code or clinic name to narrow the search.`
                    : ""}
              </p>
              {shown.clinics.length < search.data.total && (
                <Button variant="secondary" onClick={() => more.mutate()} disabled={more.isPending}>
                  {more.isPending ? "Loading..." : "Show more"}
                </Button>
              )}
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="nearby-title" className="mt-10">
        <h2 id="nearby-title" className="flex items-center gap-2 text-2xl font-semibold">
          <LocateFixed className="size-6 text-mint-700" aria-hidden /> Vets Near You
        </h2>
        {location.state === "locating" && <p className="mt-2 text-muted">Finding your location...</p>}
        {location.state === "unavailable" && <p className="mt-2 text-muted">{location.reason}</p>}
        {nearby.isPending && position && <p className="mt-2 text-muted">Loading vets near you...</p>}
        {nearby.data && nearby.data.clinics.length === 0 && (
          <p className="mt-2 text-muted">
            No clinics within {VET_RADIUS_MILES} miles of you yet. Try a search above.
          </p>
        )}
        <ul className="mt-4 grid gap-3">
          {nearby.data?.clinics.map((c) => (
            <ClinicCard key={c.id} clinic={c} />
          ))}
        </ul>
      </section>
    </>
  );
}
