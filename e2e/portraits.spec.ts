import { photoPath } from "../test/fixtures";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const CAT = photoPath("pets/oxford_cat_Bengal_107.jpg");
const PERSON = photoPath("nonpets/opencv_messi5.jpg");
const HEADLINES = [
  "Uh-oh, where's the woof?",
  "No paws detected!",
  "This one doesn't bark or purr...",
  "That's not a good boy",
  "Oops! That's not a pet",
];

test.describe.configure({ timeout: 120_000 });

test("magic portraits: upload a cat, get Van Gogh and Pop Art, add two more, then the bundle", async ({
  page,
}) => {
  const leads: { payload: { custom_data?: { filter_count?: number } } }[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events") && r.postDataJSON().name === "Lead") leads.push(r.postDataJSON());
  });
  await gotoHydrated(page, "/magic-portraits");
  await expect(page.getByRole("heading", { name: "Four magic styles" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.locator('input[type="file"]').setInputFiles(CAT);
  await expect(page.getByRole("progressbar")).toBeVisible();
  const results = page.getByTestId("portrait-result");
  await expect(results).toHaveCount(2, { timeout: 60_000 });
  await expect(results.locator("p.font-display")).toHaveText(["Van Gogh", "Pop Art Style"]);
  await expect(page.getByRole("button", { name: /Get All 4/ })).toHaveCount(0);
  await expect.poll(() => leads.at(-1)?.payload.custom_data?.filter_count).toBe(2);

  await page.getByRole("button", { name: "Generate 2 More Styles" }).click();
  await expect(results).toHaveCount(4, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Generate 2 More Styles" })).toHaveCount(0);
  await expect(results.first().getByRole("button", { name: "Download for $3.95" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "e2e/artifacts/magic-portraits-results-mobile.png", fullPage: true });
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Get All 4 – Just $9.95" }).click();
  await expect(page).toHaveURL(
    /\/magic-portraits\/checkout\?sessionId=magic_\d+_\w+&type=bundle&transformationIds=vintage_[^&]+%2Cpop-art_[^&]+%2Coil-painting_[^&]+%2Cpicasso_/,
  );
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("checkoutData") ?? "{}").type)).toBe(
    "bundle",
  );
});

test("magic portraits: a person photo gets the not-a-pet screen", async ({ page }) => {
  await gotoHydrated(page, "/magic-portraits");
  await page.locator('input[type="file"]').setInputFiles(PERSON);
  const card = page.getByRole("alert");
  await expect(card).toBeVisible({ timeout: 30_000 });
  expect(HEADLINES).toContain(await card.getByRole("heading").textContent());
  await expect(card).toContainText("We spotted a person rather than a pet.");
  // SPEC §4: the card sits on the upload screen, so another photo can be chosen right there.
  await expect(page.getByRole("heading", { name: "Magic Portraits", exact: true })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toBeAttached();
  await card.getByRole("button", { name: "Choose a Pet Photo Instead" }).click();
  await expect(card).toBeHidden();
});

test("classic portraits: a person photo keeps the typed name, with the card on the upload screen", async ({
  page,
}) => {
  await gotoHydrated(page, "/classic-portraits");
  const name = page.getByLabel("Pet name on the artwork (optional)");
  await name.fill("Biscuit");
  await page.locator('input[type="file"]').setInputFiles(PERSON);
  const card = page.getByRole("alert");
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText("We spotted a person rather than a pet.");
  await expect(name).toHaveValue("Biscuit");
  await expect(page.locator('input[type="file"]')).toBeAttached();
});

test("magic portraits: the browser refuses a file that is not an image", async ({ page }) => {
  await gotoHydrated(page, "/magic-portraits");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await expect(toasts).toContainText("Invalid file type");
  await expect(toasts).toContainText("Please upload an image file (JPG, PNG, etc.)");
});

test("magic portraits: HEIC, GIF and disguised files get the server's own message", async ({ page }) => {
  await gotoHydrated(page, "/magic-portraits");
  const toasts = page.getByRole("region", { name: /Notifications/ });
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
  const gif = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
  for (const [file, title, message] of [
    [
      { name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic },
      "Invalid file type",
      /HEIC photos aren't supported/,
    ],
    [
      { name: "cat.gif", mimeType: "image/gif", buffer: gif },
      "Invalid file type",
      /Please upload an image file \(JPG, PNG, etc\.\)/,
    ],
    [
      { name: "cat.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a jpeg at all") },
      "Invalid file type",
      /Please upload an image file/,
    ],
  ] as const) {
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(toasts).toContainText(title);
    await expect(toasts).toContainText(message);
    await expect(toasts).not.toContainText("Upload failed");
    await expect(page.locator('input[type="file"]')).toBeAttached(); // back on the upload screen
  }
});

test("classic portrait: name, progress, result and checkout link", async ({ page }) => {
  await gotoHydrated(page, "/classic-portraits");
  await expect(page.getByRole("slider", { name: /compare/i })).toHaveAttribute("aria-valuenow", "50");
  const name = page.getByLabel("Pet name on the artwork (optional)");
  await name.fill("Bartholomew the Magnificent");
  await expect(name).toHaveValue("Bartholomew the Magn");
  await expectNoA11yViolations(page);
  await page.locator('input[type="file"]').setInputFiles(CAT);
  await expect(page.getByText("This may take 1-2 minutes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Classic Portrait", exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: "e2e/artifacts/classic-portrait-result-mobile.png", fullPage: true });
  await page.getByRole("button", { name: "Download for $7.95" }).click();
  await expect(page).toHaveURL(
    /\/transformation-checkout\?sessionId=classic_\d+_\w+&type=classic&transformationId=classic_[^&]+&styleName=Classic\+Portrait/,
  );
});

test("portrait pages screenshots", async ({ page }) => {
  for (const route of ["magic-portraits", "classic-portraits"]) {
    for (const [size, viewport] of [
      ["mobile", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/${route}`);
      await page.screenshot({ path: `e2e/artifacts/${route}-${size}.png`, fullPage: true });
    }
  }
});
