import { useMutation, useQuery } from "@tanstack/react-query";
import { LocateFixed, Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ClinicCountResponse,
  type ClinicsResponse,
  QUICK_SEARCHES,
  VET_RADIUS_MILES,
} from "../../../contract/clinics";
import { apiJson } from "../../lib/api";
import { Button } from "../../ui/button";
import { chipClass, chipIdleClass } from "../../ui/input-class";
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

  const search = useMutation({
    mutationFn: (q: string) =>
      apiJson<ClinicsResponse>("POST", "/api/search-vets", {
        query: q,
        ...(position ?? {}),
        radius: VET_RADIUS_MILES,
      }),
    onSuccess: (result) => {
      if (result.clinics.length === 0)
        toast({
          title: "No vets found",
          description: "Try a different search or check your location settings.",
        });
    },
    onError: () =>
      toast({ title: "Search failed", description: "Please try again in a moment.", variant: "destructive" }),
  });
  const resultsTitle = useFocusWhen<HTMLHeadingElement>(search.data);

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
            {search.isPending ? "Searching..." : `Search Results (${search.data?.total ?? 0})`}
          </h2>
          <ul className="mt-4 grid gap-3">
            {search.data?.clinics.map((c) => (
              <ClinicCard key={c.id} clinic={c} />
            ))}
          </ul>
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
          {nearby.data?.clinics.slice(0, 10).map((c) => (
            <ClinicCard key={c.id} clinic={c} />
          ))}
        </ul>
      </section>
    </>
  );
}
