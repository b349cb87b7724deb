import { mkdirSync } from "node:fs";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const PAGES = [
  ["home", "/"],
  ["contact", "/contact"],
  ["not-found", "/no-such-page"],
] as const;

const SIZES = [
  ["mobile", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

mkdirSync("e2e/artifacts", { recursive: true });

for (const [name, path] of PAGES) {
  test(`${name} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoA11yViolations(page);
  });

  test(`${name} screenshots at phone and desktop sizes`, async ({ page }) => {
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      await page.screenshot({ path: `e2e/artifacts/${name}-${size}.png`, fullPage: true });
    }
  });
}

test("the open menu has no WCAG 2.2 A/AA violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: "e2e/artifacts/menu-mobile.png" });
});
