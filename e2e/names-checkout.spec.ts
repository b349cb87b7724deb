import { execFileSync } from "node:child_process";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /Notifications/ });

async function reachCheckout(page: import("@playwright/test").Page) {
  await gotoHydrated(page, "/pet-names");
  await page.getByRole("textbox").fill("A fluffy golden retriever puppy who loves swimming and tennis balls");
  await page.getByRole("button", { name: "Generate Perfect Names" }).click();
  await page.getByRole("button", { name: "Unlock 25 Names – Just $4.95!" }).click();
  await expect(page).toHaveURL(/\/checkout\?requestId=/);
  await expect(page.getByText("Test mode — no real charge")).toBeVisible();
}

async function payWith(page: import("@playwright/test").Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $4.95" }).click();
}

test("buy the names PDF with a test card and download 25 names", async ({ page }) => {
  await reachCheckout(page);
  await expect(page.getByRole("button", { name: "Pay $4.95" })).toBeDisabled();
  await expectNoA11yViolations(page);
  await payWith(page, "4242 4242 4242 4242");
  const downloadButton = page.getByRole("button", { name: "Download Your PDF Now" });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^[\p{L}-]+-Names-Collection-\d{1,2}-\d{1,2}-\d{4}\.pdf$/u);
  const file = `test-results/${download.suggestedFilename()}`;
  await download.saveAs(file);
  await expect(page.getByRole("button", { name: "Downloaded!" })).toBeVisible();
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Pet Description");
  expect(text).toContain("golden retriever puppy");
  expect(text.match(/^\s*\d{1,2}\. \S/gm)).toHaveLength(25);
});

test("a declined card shows 'Payment Failed' and grants nothing", async ({ page }) => {
  await reachCheckout(page);
  const requestId = new URL(page.url()).searchParams.get("requestId")!;
  await payWith(page, "4000 0000 0000 0002");
  await expect(toasts(page)).toContainText("Payment Failed");
  await expect(toasts(page)).toContainText("Your card was declined.");
  const locked = await page.request.post(`/api/generate-complete/${requestId}`);
  expect(locked.status()).toBe(402);
});

test("the 'Payment Failed' toast does not follow the visitor to the next page", async ({ page }) => {
  await reachCheckout(page);
  await payWith(page, "4000 0000 0000 0002");
  await expect(toasts(page)).toContainText("Payment Failed");
  await page.goBack();
  await expect(page).toHaveURL(/\/pet-names/);
  await expect(toasts(page)).not.toContainText("Payment Failed");
});

test("a card that needs confirmation pays after it is confirmed", async ({ page }) => {
  await reachCheckout(page);
  await payWith(page, "4000 0025 0000 3155");
  await expect(page.getByRole("dialog", { name: "Confirm this payment" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByRole("button", { name: "Download Your PDF Now" })).toBeVisible();
});

test("the checkout without a request id goes home with 'Invalid Request'", async ({ page }) => {
  await gotoHydrated(page, "/checkout");
  await expect(page).toHaveURL("/");
  await expect(toasts(page)).toContainText("Invalid Request");
});
