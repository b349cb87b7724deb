import type { AstrologyChart } from "../../../contract/astrology";
import { SIGN_SYMBOLS } from "../../../contract/astrology-constants";

const BODY_GLYPH: Record<AstrologyChart["placements"][number]["body"], string> = {
  Sun: "☉",
  Moon: "☽",
  Mercury: "☿",
  Venus: "♀",
  Mars: "♂",
};
const BODY_MEANS: Record<AstrologyChart["placements"][number]["body"], string> = {
  Sun: "Core self",
  Moon: "Feelings",
  Mercury: "Talk",
  Venus: "Love",
  Mars: "Play",
};
const ELEMENT_COLOUR = {
  fire: "bg-[#f97316]",
  earth: "bg-[#65a30d]",
  air: "bg-[#38bdf8]",
  water: "bg-[#6366f1]",
} as const;

/** The five placements at a glance, with sign symbols, and the element balance. */
export function SkyChart({ chart }: { chart: AstrologyChart }) {
  const total = Object.values(chart.elements).reduce((a, b) => a + b, 0) || 1;
  return (
    <section
      aria-labelledby="chart-title"
      className="mt-6 rounded-[var(--radius-card)] bg-[#1e1b4b] p-5 text-white shadow-soft"
    >
      <h2 id="chart-title" className="text-center text-xl font-semibold text-white">
        Birth sky
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {chart.placements.map((p) => (
          <li key={p.body} className="rounded-2xl bg-white/10 p-3">
            <p className="text-sm text-[#c7d2fe]">
              <span aria-hidden>{BODY_GLYPH[p.body]} </span>
              {p.body} · {BODY_MEANS[p.body]}
            </p>
            <p className="mt-1 font-display text-lg font-semibold">
              <span aria-hidden className="mr-1 text-2xl">
                {SIGN_SYMBOLS[p.sign]}
              </span>
              {p.sign}
              {p.changesTo && (
                <>
                  {" → "}
                  <span aria-hidden>{SIGN_SYMBOLS[p.changesTo]} </span>
                  {p.changesTo}
                </>
              )}
            </p>
            {p.retrograde && <p className="text-sm text-[#fde68a]">Retrograde ℞</p>}
            {p.changesTo && <p className="text-sm text-[#c7d2fe]">Changed sign that day</p>}
          </li>
        ))}
        <li className="rounded-2xl bg-white/10 p-3">
          <p className="text-sm text-[#c7d2fe]">Chinese zodiac</p>
          <p className="mt-1 font-display text-lg font-semibold">
            {chart.chinese.element} {chart.chinese.animal}
          </p>
        </li>
      </ul>
      <div className="mt-4">
        <p className="text-sm text-[#c7d2fe]">Element balance</p>
        <div className="mt-2 flex h-3 overflow-hidden rounded-full bg-white/10" aria-hidden>
          {(Object.keys(ELEMENT_COLOUR) as (keyof typeof ELEMENT_COLOUR)[]).map((e) => (
            <div
              key={e}
              className={ELEMENT_COLOUR[e]}
              style={{ width: `${(chart.elements[e] / total) * 100}%` }}
            />
          ))}
        </div>
        <p className="mt-2 text-sm">
          {(Object.keys(ELEMENT_COLOUR) as (keyof typeof ELEMENT_COLOUR)[])
            .map((e) => `${e[0]!.toUpperCase()}${e.slice(1)} ${chart.elements[e]}`)
            .join(" · ")}
        </p>
      </div>
    </section>
  );
}
