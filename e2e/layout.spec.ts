import { expect, gotoHydrated, test } from "./fixtures";

const LINKS = [
  ["Pet Names", "/pet-names"],
  ["Magic Portraits", "/magic-portraits"],
  ["Classic Portraits", "/classic-portraits"],
  ["Vet Finder", "/vet-finder"],
  ["Pet Astrology", "/pet-astrology"],
  ["Contact Us", "/contact"],
] as const;

test("header stays on top while scrolling and its logo leads home", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.mouse.wheel(0, 800);
  const header = page.locator("header");
  await expect(header).toBeInViewport();
  expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  await page.getByRole("link", { name: "Minty home" }).click();
  await expect(page).toHaveURL("/");
});

test("the menu slides in, traps focus, closes on Escape and on choosing a link", async ({ page }) => {
  await gotoHydrated(page, "/");
  const menu = page.getByRole("dialog");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId("menu-overlay")).toBeVisible();
  const links = menu.getByRole("link");
  await expect(links).toHaveText(LINKS.map(([label]) => label));

  // Focus stays inside the open menu however far one tabs.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Contact Us" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the menu slides out the way it slid in", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((el) => getComputedStyle(el).animationName)).toBe("slide-in-left");
  const closing = await page.evaluate(async () => {
    document.querySelector<HTMLElement>('[aria-label="Close menu"]')?.click();
    await new Promise(requestAnimationFrame);
    const el = document.querySelector('[role="dialog"]');
    return el ? getComputedStyle(el).animationName : "removed at once";
  });
  expect(closing).toBe("slide-out-left");
  await expect(menu).toBeHidden();
});

test("clicking the overlay closes the menu", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.mouse.click(380, 400);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the footer repeats the six links with a copyright line", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.locator("footer");
  for (const [label, href] of LINKS) {
    await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Minty`);
});

test("one column of at most 600px, no horizontal scroll at 320px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  expect(await page.locator("main").evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(
    600,
  );
  for (const path of ["/", "/contact", "/nowhere"]) {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("unknown paths show 'Page Not Found' with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});
