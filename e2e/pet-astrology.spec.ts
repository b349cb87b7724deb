import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /Notifications/ });

test("the form asks for each missing field with the SPEC toasts", async ({ page }) => {
  await gotoHydrated(page, "/pet-astrology");
  const reveal = page.getByRole("button", { name: "Reveal Cosmic Secrets" });
  await reveal.click();
  await expect(toasts(page)).toContainText("Pet Name Required");
  await expect(toasts(page)).toContainText("Please enter your pet's name to unlock their cosmic secrets.");
  await page.getByLabel("Pet's name").fill("Biscuit");
  await reveal.click();
  await expect(toasts(page)).toContainText("Species Required");
  await page.getByLabel("Species").selectOption("rabbit");
  await reveal.click();
  await expect(toasts(page)).toContainText("Birth Date Required");
  await expect(toasts(page)).toContainText("Please enter your pet's birth date (approximate is fine!).");
  const max = await page.getByLabel("Birth date").getAttribute("max");
  expect(max! >= new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
  expect(max! <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)).toBe(true);
  await expect(page.getByLabel("Species").locator("option")).toHaveText([
    "Choose a species",
    "Dog",
    "Cat",
    "Bird",
    "Rabbit",
    "Hamster",
    "Guinea pig",
    "Fish",
    "Reptile",
    "Horse",
    "Other",
  ]);
  await expectNoA11yViolations(page);
});

test("a reading: title, chart, bold placements, disclaimer, portrait sample and reset", async ({ page }) => {
  await page.route("**/api/generate-astrology", async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await gotoHydrated(page, "/pet-astrology");
  await page.getByLabel("Pet's name").fill("Biscuit");
  await page.getByLabel("Species").selectOption("rabbit");
  await page.getByLabel("Birth date").fill("2024-01-25");
  await page.getByRole("button", { name: "Reveal Cosmic Secrets" }).click();
  await expect(page.getByRole("button", { name: "Consulting the Stars..." })).toBeDisabled();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biscuit's cosmic reading");
  // The reading takes the focus, so a screen reader reads it and the keyboard goes on from it.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByText("Rabbit · born January 25, 2024")).toBeVisible();
  const chart = page.locator("section", { has: page.getByRole("heading", { name: "Birth sky" }) });
  await expect(chart).toContainText("Aquarius");
  await expect(chart).toContainText("Cancer → ♌ Leo");
  await expect(chart).toContainText("Changed sign that day");
  const paragraphs = page.locator("article > div p");
  expect(await paragraphs.count()).toBeGreaterThanOrEqual(4);
  await expect(paragraphs.first()).toHaveClass(/text-center/);
  await expect(paragraphs.first().locator("strong").first()).toHaveText("Sun in Aquarius");
  await expect(page.getByText(/For entertainment only/)).toBeVisible();
  await expect(page.getByRole("slider", { name: /compare/i })).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByRole("link", { name: "Create a Classic Portrait" })).toHaveAttribute(
    "href",
    "/classic-portraits",
  );
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "e2e/artifacts/pet-astrology-reading-mobile.png", fullPage: true });

  await page.getByRole("button", { name: "Read Another Pet's Stars" }).click();
  await expect(page.getByLabel("Pet's name")).toHaveValue("");
  await expect(page.getByLabel("Species")).toHaveValue("");
  await expect(page.getByLabel("Birth date")).toHaveValue("");
});

test("a failure shows 'Cosmic Connection Failed' with the server's message", async ({ page }) => {
  await page.route("**/api/generate-astrology", (route) =>
    route.fulfill({
      status: 400,
      json: { error: "The birth date can't be in the future.", fields: ["birthDate"] },
    }),
  );
  await gotoHydrated(page, "/pet-astrology");
  await page.getByLabel("Pet's name").fill("Rex");
  await page.getByLabel("Species").selectOption("dog");
  await page.getByLabel("Birth date").fill("2020-05-05");
  await page.getByRole("button", { name: "Reveal Cosmic Secrets" }).click();
  await expect(toasts(page)).toContainText("Cosmic Connection Failed");
  await expect(toasts(page)).toContainText("The birth date can't be in the future.");
  await expect(page.getByLabel("Pet's name")).toHaveValue("Rex");
});

test("/pet-astrology screenshots", async ({ page }) => {
  for (const [size, viewport] of [
    ["mobile", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/pet-astrology");
    await page.screenshot({ path: `e2e/artifacts/pet-astrology-${size}.png`, fullPage: true });
  }
});
