import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** Fails the test on any console error or CSP violation the page reports. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !IGNORED_CONSOLE.some((re) => re.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

// HTTP error answers are part of the flows under test (error paths, the 404 page, the clinic-count
// fallback); scripts failing or CSP refusals are not, and fail the test.
const IGNORED_CONSOLE = [/^Failed to load resource: the server responded with a status of \d{3}/];

export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  expect(await controlsBelowContrast(page), "control borders below 3:1 (WCAG 1.4.11)").toEqual([]);
  expect(await smallTapTargets(page), "tap targets under 44 × 44 px").toEqual([]);
}

/**
 * Controls whose outline cannot be seen: neither their border nor their own fill reaches 3:1 against
 * what is behind them (WCAG 1.4.11, which axe does not check). Colours are read through a canvas, so
 * any CSS colour syntax works.
 */
function controlsBelowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const contrast = (x: { r: number; g: number; b: number }, y: { r: number; g: number; b: number }) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const behind = (el: Element) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c.a > 0.5) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const bad: string[] = [];
    for (const el of document.querySelectorAll("input, textarea, select, button")) {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || style.visibility === "hidden" || (el as HTMLInputElement).type === "hidden")
        continue;
      if (el.closest("[aria-hidden=true]")) continue;
      if (Number.parseFloat(style.borderTopWidth) < 1) continue;
      const back = behind(el);
      const fill = rgba(style.backgroundColor);
      const border = rgba(style.borderTopColor);
      const seen =
        (fill.a > 0.5 && contrast(fill, back) >= 3) || (border.a > 0.5 && contrast(border, back) >= 3);
      if (!seen)
        bad.push(
          `${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""}" ${contrast(border, back).toFixed(2)}:1`,
        );
    }
    return bad;
  });
}

/** Buttons, form fields and links outside running text smaller than 44 × 44 px. */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const targets = document.querySelectorAll(
      "button, select, textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), header a, [role=dialog] a",
    );
    for (const el of targets) {
      const rect = el.getBoundingClientRect();
      // Not a target: hidden, visually hidden behind a label that is one (1 px), or kept from people.
      if (rect.width <= 1 || getComputedStyle(el).visibility === "hidden") continue;
      if (el.closest("[aria-hidden=true]") || el.getAttribute("tabindex") === "-1") continue;
      if (rect.width < 44 - 0.5 || rect.height < 44 - 0.5)
        bad.push(
          `${el.tagName.toLowerCase()} "${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? ""}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
    }
    return bad;
  });
}

/** Waits until React has hydrated the server HTML (the slider thumb and handlers exist then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
