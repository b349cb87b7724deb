import type { Clinic } from "../src/contract/clinics";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

test("search by typo, quick chips, ?q= auto-search, and the sample notice", async ({ page }) => {
  await gotoHydrated(page, "/vet-finder");
  await expect(page.getByTestId("sample-notice")).toContainText(
    "Sample directory: these clinics are fictional",
  );
  await page
    .getByRole("searchbox")
    .or(page.getByLabel("Search by City, State or Clinic Name"))
    .fill("chicgo");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeFocused();
  await expect(page.getByTestId("results-note")).toHaveText(
    "Clinics within 25 miles of Chicago, IL, nearest first.",
  );
  const cards = page.locator("#results-title ~ ul [data-testid=clinic-card]");
  await expect(cards.first()).toContainText("Chicago, IL");
  await expect(cards.first()).toContainText(/\(\d{3}\) 555-01\d{2}/);
  await expect(cards.first().getByRole("link", { name: /View Details/ })).toHaveAttribute(
    "href",
    /^\/vet-finder\/il\/chicago\//,
  );
  await expect(page).toHaveURL(/\?q=chicgo$/);

  await page.getByRole("button", { name: "Miami", exact: true }).click();
  await expect(cards.first()).toContainText("Miami, FL");
  await expectNoA11yViolations(page);

  await gotoHydrated(page, "/vet-finder?q=Austin%2C%20TX");
  await expect(page.getByLabel("Search by City, State or Clinic Name")).toHaveValue("Austin, TX");
  await expect(cards.first()).toContainText("Austin, TX");
});

test("'Show more' lists every result, and the count agrees", async ({ page }) => {
  await gotoHydrated(page, "/vet-finder?q=Austin%2C%20TX");
  const heading = page.getByRole("heading", { name: /^Search Results \(\d+\)$/ });
  await expect(heading).toBeFocused();
  const total = Number(/\((\d+)\)/.exec((await heading.textContent())!)![1]);
  expect(total).toBeGreaterThan(20);
  const cards = page.locator("#results-title ~ ul [data-testid=clinic-card]");
  await expect(cards).toHaveCount(20);
  await expect(page.getByText(`Showing 20 of ${total}`)).toBeVisible();
  while ((await cards.count()) < total) {
    const before = await cards.count();
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(cards).toHaveCount(Math.min(total, before + 20));
    await expect(cards.nth(before)).toBeFocused();
  }
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  await page.screenshot({ path: "e2e/artifacts/vet-finder-results-mobile.png", fullPage: true });
  const pages = await cards
    .getByRole("link", { name: /View Details/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(new Set(pages).size).toBe(total);
  await expectNoA11yViolations(page);
});

test("a place with no clinic within 25 miles says so and offers the nearest, with miles", async ({
  page,
}) => {
  await gotoHydrated(page, "/vet-finder?q=Bozeman%20MT");
  await expect(page.getByTestId("results-note")).toHaveText(
    "No clinics within 25 miles of Bozeman, MT yet. These are the nearest ones, with their distance.",
  );
  const cards = page.locator("#results-title ~ ul [data-testid=clinic-card]");
  await expect(cards.first()).toBeVisible();
  const miles = (await cards.locator("span", { hasText: / mi$/ }).allTextContents()).map((t) =>
    Number.parseFloat(t),
  );
  expect(miles.length).toBe(await cards.count());
  expect(miles[0]).toBeGreaterThan(25);
  expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "e2e/artifacts/vet-finder-nearest-mobile.png" });
});

test("vets near you from the device location, nearest first", async ({ browser }) => {
  const context = await browser.newContext({
    geolocation: { latitude: 40.7549, longitude: -73.984 },
    permissions: ["geolocation"],
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await gotoHydrated(page, "/vet-finder");
  const nearby = page.locator("#nearby-title + ul [data-testid=clinic-card]");
  await expect(nearby.first()).toBeVisible();
  const miles = (await nearby.locator("span", { hasText: / mi$/ }).allTextContents()).map((t) =>
    Number.parseFloat(t),
  );
  expect(miles.length).toBeGreaterThan(2);
  expect([...miles].sort((a, b) => a - b)).toEqual(miles);
  expect(miles.at(-1)!).toBeLessThanOrEqual(25);
  await page.screenshot({ path: "e2e/artifacts/vet-finder-nearby-mobile.png", fullPage: true });
  await context.close();
});

test("a denied location says so and search still works", async ({ page }) => {
  await gotoHydrated(page, "/vet-finder");
  await expect(
    page.getByText(/Location is off for this site|couldn't find your location|can't share a location/),
  ).toBeVisible();
  await page.getByLabel("Search by City, State or Clinic Name").fill("10001");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.locator("#results-title ~ ul [data-testid=clinic-card]").first()).toContainText(/ mi/);
});

test("a clinic page is server-rendered with its details and VeterinaryCare data", async ({
  page,
  request,
}) => {
  const search = await request.post("/api/search-vets", { data: { query: "New York, NY" } });
  // An emergency clinic, so that its badges are on the page.
  const clinic = (await search.json()).clinics.find((c: Clinic) => c.isEmergency);
  expect(clinic).toBeDefined();
  const path = `/vet-finder/${clinic.stateSlug}/${clinic.citySlug}/${clinic.slug}`;
  const html = await (await request.get(path)).text();
  expect(html).toContain(clinic.name.replace(/&/g, "&amp;"));
  expect(html).toContain(clinic.zipCode);
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld["@type"]).toBe("VeterinaryCare");
  expect(ld.address.postalCode).toBe(clinic.zipCode);
  expect(ld.geo.latitude).toBe(clinic.latitude);

  await gotoHydrated(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(clinic.name);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("New York");
  await expect(page.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  await expect(page.locator("tr[aria-current=date]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^Call \(\d{3}\) 555-01\d{2}$/ })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await expect(
    page
      .getByRole("link", { name: /Visit Website/ })
      .or(page.getByRole("button", { name: "Website Not Available" })),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Services & Specialties" })).toBeVisible();
  // Each badge once, in SPEC's words for this page.
  await expect(page.getByText(/^\s*Emergency( Care)?$/)).toHaveText([/Emergency Care/]);
  await expect(page.getByText(/^\s*24\/7( Open)?$/)).toHaveCount(clinic.is24Hours ? 1 : 0);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "e2e/artifacts/clinic-detail-mobile.png", fullPage: true });
});

test("an unknown clinic shows 'Clinic Not Found' with status 404", async ({ page }) => {
  const response = await page.goto("/vet-finder/ny/new-york/no-such-clinic");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Clinic Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Vet Finder" })).toBeVisible();
});
