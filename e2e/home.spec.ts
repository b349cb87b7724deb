import { expect, gotoHydrated, test } from "./fixtures";

test("hero with a before/after slider that starts at 50 and follows keyboard and touch", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Turn your pet's photo into a timeless portrait",
  );
  // The hero's pictures are the first screen's largest paint: fetched first, in the server HTML.
  await expect(page.locator("figure img")).toHaveCount(2);
  for (const img of await page.locator("figure img").all())
    await expect(img).toHaveAttribute("fetchpriority", "high");
  // Each comes as AVIF sized to the screen: at 390 px and 1×, the smaller copies.
  await expect
    .poll(() =>
      page.locator("figure img").evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc)),
    )
    .toEqual([
      expect.stringMatching(/\/images\/samples\/classic-400\.avif$/),
      expect.stringMatching(/\/images\/chelsea-cat-451\.avif$/),
    ]);
  const slider = page.getByRole("slider", { name: /compare/i });
  await expect(slider).toHaveAttribute("aria-valuenow", "50");
  await expect(slider).toHaveAttribute("aria-valuemin", "0");
  await expect(slider).toHaveAttribute("aria-valuemax", "100");
  const reveal = page.locator("figure div[style*='clip-path']");
  await expect(reveal).toHaveAttribute("style", /inset\(0(px)? 50% 0(px)? 0(px)?\)/);

  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "51");
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "0");
  await expect(reveal).toHaveAttribute("style", /inset\(0(px)? 100% 0(px)? 0(px)?\)/);

  // Only the handle moves the split: a drag that starts on the picture leaves it where it is.
  await page.keyboard.press("End");
  await page.keyboard.press("PageDown");
  await expect(slider).toHaveAttribute("aria-valuenow", "90");
  const box = (await page.locator("figure").boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute("aria-valuenow", "90");
  // A horizontal drag on the handle does move it.
  const handle = (await slider.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, handle.y + handle.height / 2, { steps: 5 });
  await page.mouse.up();
  expect(Number(await slider.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(35);

  await page.getByRole("link", { name: "Create Classic Portrait" }).click();
  await expect(page).toHaveURL("/classic-portraits");
});

test("a vertical swipe over the before/after picture scrolls the page on a phone", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  const slider = page.getByRole("slider", { name: /compare/i });
  const figure = (await page.locator("figure").boundingBox())!;
  const cdp = await context.newCDPSession(page);
  // A finger on the picture, left of the handle, moving up 300 px.
  const x = figure.x + figure.width * 0.25;
  const y = figure.y + figure.height * 0.8;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y - i * 30 }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(slider).toHaveAttribute("aria-valuenow", "50");
  await context.close();
});

test("feature cards link to their tools and the vet card shows the clinic count", async ({ page }) => {
  await gotoHydrated(page, "/");
  const cards = page.locator("#features-title + ul");
  for (const [name, href] of [
    ["Name Your Pet", "/pet-names"],
    ["Pet Astrology", "/pet-astrology"],
    ["Create Magic Portraits", "/magic-portraits"],
    ["Find a Vet", "/vet-finder"],
  ]) {
    await expect(cards.getByRole("link", { name: new RegExp(name!) })).toHaveAttribute("href", href!);
  }
  const { count } = await (await page.request.get("/api/clinic-count")).json();
  expect(count).toBeGreaterThanOrEqual(1200);
  await expect(cards.getByRole("link", { name: /Find a Vet/ })).toContainText(
    `${count.toLocaleString("en-US")}+ trusted vets`,
  );
});

test("the vet card falls back to 1,000 when the count is unavailable", async ({ page }) => {
  await page.route("**/api/clinic-count", (route) => route.fulfill({ status: 503, body: "" }));
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: /Find a Vet/ })).toContainText("1,000+ trusted vets");
});

test("the vet card uses the count the API returns", async ({ page }) => {
  await page.route("**/api/clinic-count", (route) => route.fulfill({ json: { count: 1342 } }));
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: /Find a Vet/ })).toContainText("1,342+ trusted vets");
});

test("magic portraits section shows the four styles and its button", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.locator("section", { has: page.locator("#magic-title") });
  await expect(section.locator("li p.font-display")).toHaveText([
    "Van Gogh",
    "Pop Art Style",
    "Oil Painting",
    "Picasso Style",
  ]);
  await expect(section.getByRole("link", { name: "Create Magic Portrait" })).toHaveAttribute(
    "href",
    "/magic-portraits",
  );
});

test("the magic tiles are square AVIF sized to the screen, with a JPEG fallback, cached a week", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const pictures = page.locator("section:has(#magic-title) picture");
  await expect(pictures).toHaveCount(4);
  for (const picture of await pictures.all()) {
    await expect(picture.locator("source")).toHaveAttribute("type", "image/avif");
    await expect(picture.locator("source")).toHaveAttribute(
      "srcset",
      /-240\.avif 240w, .+-320\.avif 320w, .+-399\.avif 399w$/,
    );
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("srcset", /-240\.jpg 240w, .+-320\.jpg 320w, .+-399\.jpg 399w$/);
    await expect(img).toHaveAttribute("src", /-320\.jpg$/);
    await expect(img).toHaveAttribute("sizes", /.+/);
    await expect(img).toHaveAttribute("width", "399");
    await expect(img).toHaveAttribute("height", "399");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("decoding", "async");
  }

  // At 390 px a tile is 165 px wide: a 1× screen takes the smallest AVIF, a 2× one the full square.
  const chosen = async (p: typeof page) => {
    const img = p.locator("section:has(#magic-title) img").first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeTruthy();
    const box = (await img.boundingBox())!;
    expect(box.height).toBeCloseTo(box.width, 0);
    return img.evaluate((el: HTMLImageElement) => el.currentSrc);
  };
  const small = await chosen(page);
  expect(small).toMatch(/\/images\/samples\/tiles\/vintage-240\.avif$/);
  const response = await page.request.get(small);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toContain("max-age=604800");

  const context = await page
    .context()
    .browser()!
    .newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
  const dense = await context.newPage();
  await gotoHydrated(dense, "/");
  expect(await chosen(dense)).toMatch(/vintage-399\.avif$/);
  await context.close();
});

test("'Why choose Minty?' lists its three values", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { name: "Why choose Minty?" })).toBeVisible();
  await expect(page.locator("#why-title + ul h3")).toHaveText(["Fun & Easy", "AI-Powered", "Made with Love"]);
});

test("every path change reports a first-party page view", async ({ page }) => {
  const views: { name: string; path: string }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/events")) views.push(request.postDataJSON());
  });
  await gotoHydrated(page, "/");
  await expect.poll(() => views.map((v) => v.path)).toEqual(["/"]);
  await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
  await expect
    .poll(() => views.map((v) => `${v.name} ${v.path}`))
    .toEqual(["PageView /", "PageView /contact"]);
});
