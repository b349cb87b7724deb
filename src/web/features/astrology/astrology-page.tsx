import { useMutation } from "@tanstack/react-query";
import { MoonStar, RotateCcw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { AstrologyResponse } from "../../../contract/astrology";
import {
  ASTRO_SPECIES_OPTIONS,
  type AstroSpeciesId,
  PET_NAME_MAX,
} from "../../../contract/astrology-constants";
import { apiJson, errorMessage } from "../../lib/api";
import { Button, buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { ClassicSample } from "../../ui/classic-sample";
import { Field, Input, Select } from "../../ui/field";
import { RichText } from "../../ui/rich-text";
import { useFocusWhen } from "../../ui/use-focus-when";
import { toast } from "../../ui/use-toast";
import { SkyChart } from "./sky-chart";

/** Today in the visitor's own time zone, for the date input's upper bound. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "long" });
}

export function AstrologyPage() {
  const [petName, setPetName] = useState("");
  const [species, setSpecies] = useState<AstroSpeciesId | "">("");
  const [birthDate, setBirthDate] = useState("");

  const reading = useMutation({
    mutationFn: (body: { petName: string; species: AstroSpeciesId; birthDate: string }) =>
      apiJson<AstrologyResponse>("POST", "/api/generate-astrology", body),
    onSuccess: () => window.scrollTo({ top: 0 }),
    onError: (error) =>
      toast({
        title: "Cosmic Connection Failed",
        description: errorMessage(error, "The stars seem cloudy today. Please try again."),
        variant: "destructive",
      }),
  });
  const readingTitle = useFocusWhen<HTMLHeadingElement>(reading.data);

  function submit(event: FormEvent) {
    event.preventDefault();
    const name = petName.trim();
    if (!name) {
      toast({
        title: "Pet Name Required",
        description: "Please enter your pet's name to unlock their cosmic secrets.",
      });
      return;
    }
    if (!species) {
      toast({
        title: "Species Required",
        description: "Please select your pet's species for an accurate reading.",
      });
      return;
    }
    if (!birthDate) {
      toast({
        title: "Birth Date Required",
        description: "Please enter your pet's birth date (approximate is fine!).",
      });
      return;
    }
    reading.mutate({ petName: name, species, birthDate });
  }

  function reset() {
    setPetName("");
    setSpecies("");
    setBirthDate("");
    reading.reset();
    window.scrollTo({ top: 0 });
  }

  const pending = reading.isPending;

  if (reading.data) {
    const result = reading.data;
    const speciesLabel = ASTRO_SPECIES_OPTIONS.find((s) => s.id === result.species)?.label ?? result.species;
    const paragraphs = result.reading.split(/\n\s*\n/).filter((p) => p.trim());
    return (
      <article aria-labelledby="reading-title">
        <header className="text-center">
          <MoonStar className="mx-auto size-10 text-[#5b45b0]" aria-hidden />
          <h1
            id="reading-title"
            ref={readingTitle}
            tabIndex={-1}
            className="mt-2 text-3xl font-semibold text-balance outline-none"
          >
            {result.petName}'s cosmic reading
          </h1>
          <p className="mt-1 text-muted">
            {speciesLabel} · born {formatDate(result.birthDate)}
          </p>
        </header>
        <SkyChart chart={result.chart} />
        <div className={cardClass("mt-6 grid gap-4 p-5 text-lg leading-relaxed")}>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={index === 0 ? "text-center" : undefined}>
              <RichText text={paragraph} />
            </p>
          ))}
        </div>
        <p className="mt-4 rounded-xl bg-[#ece8ff] p-3 text-sm text-[#3b2f7a]">
          For entertainment only. The planets' positions are real; what they mean for your pet is playful fun,
          not advice.
        </p>
        <section aria-labelledby="portrait-cta" className="mt-10 text-center">
          <h2 id="portrait-cta" className="text-2xl font-semibold">
            A portrait as unique as their stars
          </h2>
          <div className="mt-4">
            <ClassicSample />
          </div>
          <Link to="/classic-portraits" className={buttonClass("primary", "mt-5 w-full sm:w-auto")}>
            Create a Classic Portrait
          </Link>
        </section>
        <Button variant="secondary" className="mt-6 w-full" onClick={reset}>
          <RotateCcw className="size-5" aria-hidden />
          Read Another Pet's Stars
        </Button>
      </article>
    );
  }

  return (
    <>
      <section className="text-center">
        <MoonStar className="mx-auto size-12 text-[#5b45b0]" aria-hidden />
        <h1 className="mt-2 text-4xl font-semibold text-balance">Pet Astrology</h1>
        <p className="mx-auto mt-3 max-w-md text-lg text-muted">
          The real sky on your pet's birthday, read just for them. For fun, with love.
        </p>
      </section>
      <form onSubmit={submit} noValidate className={cardClass("mt-8 grid gap-4 p-5")}>
        <Field label="Pet's name">
          {(control) => (
            <Input
              {...control}
              value={petName}
              maxLength={PET_NAME_MAX}
              onChange={(event) => setPetName(event.target.value)}
              disabled={pending}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Species">
          {(control) => (
            <Select
              {...control}
              value={species}
              onChange={(event) => setSpecies(event.target.value as AstroSpeciesId | "")}
              disabled={pending}
            >
              <option value="">Choose a species</option>
              {ASTRO_SPECIES_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Birth date">
          {(control) => (
            <Input
              {...control}
              type="date"
              min="1900-01-01"
              max={localToday()}
              value={birthDate}
              onChange={(event) => setBirthDate(event.target.value)}
              disabled={pending}
            />
          )}
        </Field>
        <Button type="submit" disabled={pending} className="w-full">
          <MoonStar className="size-5" aria-hidden />
          {pending ? "Consulting the Stars..." : "Reveal Cosmic Secrets"}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-muted">For entertainment only.</p>
    </>
  );
}
