import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const DESCRIPTION = "A fluffy grey kitten with white socks who chases sunbeams and chirps at birds";

test("the form: six tags, 'Why Minty?', and a submit that needs 10 characters", async ({ page }) => {
  await gotoHydrated(page, "/pet-names");
  await expect(page.getByRole("heading", { name: "Describe Your Pet" })).toBeVisible();
  const tags = page.getByRole("group", { name: /Personality/ }).getByRole("button");
  await expect(tags).toHaveText([
    "🎾 Playful",
    "😌 Calm",
    "🧭 Adventurous",
    "🕊️ Gentle",
    "⚡ Energetic",
    "🧸 Cuddly",
  ]);
  await expect(page.getByRole("heading", { name: "Why Minty?" })).toBeVisible();
  for (const card of ["Smart AI Analysis", "Personality Matching", "Cultural Intelligence"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  const submit = page.getByRole("button", { name: "Generate Perfect Names" });
  const box = page.getByRole("textbox");
  await box.fill("   tiny    ");
  await expect(submit).toBeDisabled();
  await box.press("Control+Enter");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("More details needed");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Please provide a more detailed description of your pet",
  );
  await box.fill("A tiny dog");
  await expect(submit).toBeEnabled();
  await expectNoA11yViolations(page);
});

test("generate, favourite, generate more, then try another", async ({ page }) => {
  const leads: { payload: { custom_data?: { pet_type?: string } } }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events") && r.postDataJSON().name === "Lead") leads.push(r.postDataJSON());
  });
  await page.route("**/api/generate-names", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill(DESCRIPTION);
  await page.getByRole("button", { name: /Playful/ }).click();
  await expect(page.getByRole("button", { name: /Playful/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  await expect(page.getByText("Minty is sniffing...")).toBeVisible();
  await expect(page.getByText("Crafting the perfect names for your furry friend")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Perfect Matches" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Perfect Matches" })).toBeFocused();
  const cards = page.getByTestId("name-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(2)).toHaveAttribute("style", /animation-delay: 0\.2s/);
  for (let i = 0; i < 4; i++) {
    await expect(cards.nth(i).getByRole("list", { name: "Traits" }).getByRole("listitem")).not.toHaveCount(0);
    await expect(cards.nth(i).locator("p").first()).toContainText(/You mentioned|You picked|your kitten/);
  }
  await expect.poll(() => leads.map((l) => l.payload.custom_data?.pet_type)).toEqual(["cat"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "e2e/artifacts/pet-names-results-mobile.png", fullPage: true });

  const keep = (await cards.first().getByRole("heading").textContent())!;
  const heart = cards.first().getByRole("button", { name: `Favourite ${keep}` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const before = await cards.getByRole("heading").allTextContents();

  await page.getByRole("button", { name: "Generate More Names" }).click();
  await expect(cards).toHaveCount(5);
  const after = await cards.getByRole("heading").allTextContents();
  expect(after[0]).toBe(keep);
  for (const name of after.slice(1)) expect(before).not.toContain(name);
  // Eight names shown: no more 'Generate More'.
  await expect(page.getByRole("button", { name: "Generate More Names" })).toHaveCount(0);
  await expectNoA11yViolations(page);

  const unlock = page.getByRole("button", { name: "Unlock 25 Names – Just $4.95!" });
  await expect(unlock).toBeVisible();
  await page.getByRole("button", { name: "Try Another Pet Name" }).click();
  await expect(page.getByRole("textbox")).toHaveValue("");
  await expect(page.getByRole("button", { name: /Playful/ })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("button", { name: "Generate Perfect Names" })).toBeDisabled();
});

test("'Unlock 25 Names' goes to the checkout for the request", async ({ page }) => {
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill(DESCRIPTION);
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  await page.getByRole("button", { name: "Unlock 25 Names – Just $4.95!" }).click();
  await expect(page).toHaveURL(/\/checkout\?requestId=[0-9a-f-]{36}$/);
});

test("Back from the checkout, and a reload, bring back the names, the description and the favourite", async ({
  page,
}) => {
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill(DESCRIPTION);
  await page.getByRole("button", { name: /Cuddly/ }).click();
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  const cards = page.getByTestId("name-card");
  await expect(cards).toHaveCount(4);
  const loved = (await cards.nth(1).getByRole("heading").textContent())!;
  await cards
    .nth(1)
    .getByRole("button", { name: `Favourite ${loved}` })
    .click();
  await page.getByRole("button", { name: "Generate More Names" }).click();
  await expect(cards).toHaveCount(5);
  const shown = await cards.getByRole("heading").allTextContents();
  expect(shown[0]).toBe(loved);
  await expect(page).toHaveURL(/\/pet-names\?request=[0-9a-f-]{36}$/);

  await page.getByRole("button", { name: "Unlock 25 Names – Just $4.95!" }).click();
  await expect(page).toHaveURL(/\/checkout\?requestId=/);
  await page.goBack();
  for (const arrival of ["back", "reload"]) {
    if (arrival === "reload") await page.reload();
    await expect(cards, arrival).toHaveCount(5);
    expect(await cards.getByRole("heading").allTextContents(), arrival).toEqual(shown);
    await expect(cards.first().getByRole("button", { name: `Favourite ${loved}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("described")).toHaveText(`For “${DESCRIPTION}”`);
    await expect(page.getByRole("button", { name: "Generate More Names" })).toHaveCount(0);
  }
  await expectNoA11yViolations(page);

  // Starting again forgets the request: a reload then shows the empty form.
  await page.getByRole("button", { name: "Try Another Pet Name" }).click();
  await expect(page).toHaveURL(/\/pet-names$/);
  await page.reload();
  await expect(page.getByRole("textbox")).toHaveValue("");
});

test("an address with an unknown request shows the form and says the names have gone", async ({ page }) => {
  await gotoHydrated(page, "/pet-names?request=3f1c9b0e-0000-4000-8000-000000000000");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Those names have gone");
  await expect(page.getByRole("heading", { name: "Describe Your Pet" })).toBeVisible();
  await expect(page).toHaveURL(/\/pet-names$/);
});

test("a failure shows the server's message in an error toast and keeps the form", async ({ page }) => {
  await page.route("**/api/generate-names", (route) =>
    route.fulfill({ status: 429, json: { error: "Too many requests. Please wait a minute and try again." } }),
  );
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill(DESCRIPTION);
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts).toContainText("Error");
  await expect(toasts).toContainText("Too many requests. Please wait a minute and try again.");
  await expect(page.getByRole("textbox")).toHaveValue(DESCRIPTION);
});

test("a failed 'more' says so and keeps the names", async ({ page }) => {
  await page.route("**/api/generate-more/**", (route) => route.fulfill({ status: 500, body: "" }));
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill(DESCRIPTION);
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  await expect(page.getByTestId("name-card")).toHaveCount(4);
  await page.getByRole("button", { name: "Generate More Names" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
    "Failed to generate more names.",
  );
  await expect(page.getByTestId("name-card")).toHaveCount(4);
});

test("/pet-names screenshots", async ({ page }) => {
  for (const [size, viewport] of [
    ["mobile", { width: 390, height: 844 }],
    ["desktop", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/pet-names");
    await page.screenshot({ path: `e2e/artifacts/pet-names-${size}.png`, fullPage: true });
  }
});
