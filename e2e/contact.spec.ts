import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { expect, gotoHydrated, test } from "./fixtures";

async function fill(page: import("@playwright/test").Page, subject: string) {
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("I would love a portrait of my two cats together.");
}

test("send stays disabled until all four fields are filled", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Name").fill("Grace");
  await page.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await page.getByLabel("Subject").fill("Hello");
  await expect(send).toBeDisabled();
  await page.getByLabel("Message").fill("   ");
  await expect(send).toBeDisabled();
  await page.getByLabel("Message").fill("A real message here.");
  await expect(send).toBeEnabled();
});

test("a sent message is stored, clears the form, and the thanks go away after 5 s", async ({
  page,
  request,
}) => {
  const subject = `Two cats ${Date.now()}`;
  const leads: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/events") && r.postDataJSON().name === "Lead") leads.push(r.postDataJSON());
  });
  await gotoHydrated(page, "/contact");
  await fill(page, subject);
  await page.getByRole("button", { name: "Send Message" }).click();
  const thanks = page
    .getByRole("status")
    .filter({ hasText: "Thank you for contacting us. We'll get back to you soon." });
  await expect(thanks).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await expect.poll(() => leads.length).toBe(1);

  const messages = await request.get("/api/admin/messages", {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect((await messages.json()).messages).toContainEqual(
    expect.objectContaining({ subject, email: "grace@example.com", status: "stored" }),
  );
  await expect(thanks).toBeHidden({ timeout: 7_000 });
});

test("a failure keeps what was typed and says so", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "" }));
  await gotoHydrated(page, "/contact");
  await fill(page, "Will fail");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }),
  ).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Will fail");
});

test("the server's reason is shown when it refuses the message", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fill(page, "Bad email");
  await page.getByLabel("Email", { exact: true }).fill("grace@");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please enter a valid email address." }),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("grace@");
});

test("a tooltip explains how the email is used", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.getByRole("button", { name: "How we use your email" }).hover();
  await expect(page.getByRole("tooltip")).toHaveText(/We only use it to reply to you/);
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("the ⓘ tip opens on a tap and closes on the next, as on an iPhone", async ({ page }) => {
    // Safari on iPhone gives no focus to a tapped button, so a tip that opens on focus never shows.
    await page.addInitScript(() => document.addEventListener("mousedown", (e) => e.preventDefault(), true));
    await gotoHydrated(page, "/contact");
    const tip = page.getByRole("button", { name: "How we use your email" });
    await tip.tap();
    await expect(page.getByRole("tooltip")).toHaveText(/We only use it to reply to you/);
    await tip.tap();
    await expect(page.getByRole("tooltip")).toBeHidden();
  });
});

test("a failed send also raises one destructive toast that F8 reaches and Escape closes", async ({
  page,
}) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "" }));
  await gotoHydrated(page, "/contact");
  await fill(page, "Toast");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  await send.click();
  const toasts = page.getByRole("region", { name: /Notifications/ }).locator("li");
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText("Error");
  await expect(toasts.first()).toContainText("Failed to send message. Please try again.");
  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(toasts).toHaveCount(0);
});

test("a toast can be swiped away to the right", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.fulfill({ status: 503, body: "" }));
  await gotoHydrated(page, "/contact");
  await fill(page, "Swipe");
  await page.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).locator("li");
  await expect(toast).toHaveCount(1);
  await page.waitForTimeout(300); // let the entrance animation settle before measuring
  const box = (await toast.boundingBox())!;
  const swipe = async (distance: number) => {
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
  };
  await swipe(30); // under the 50 px threshold: the toast snaps back
  await expect(toast).toHaveCount(1);
  await swipe(120);
  // Before the 5 s auto-close (which pauses while the pointer is down), so only the swipe can have closed it.
  await expect(toast).toHaveCount(0, { timeout: 2_500 });
});
