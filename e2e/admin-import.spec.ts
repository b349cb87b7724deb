import { E2E_ADMIN_TOKEN } from "../playwright.config";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "./fixtures";

const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /Notifications/ });

test("the import page shows the SPEC facts and refuses a wrong token", async ({ page }) => {
  await gotoHydrated(page, "/admin/data-import");
  await expect(
    page.getByText("Target cities: Los Angeles, New York, Chicago, Houston, Phoenix."),
  ).toBeVisible();
  await expect(page.getByText("Cost: $9.99 per 1,000 clinics. Takes about 2-3 minutes.")).toBeVisible();
  const start = page.getByRole("button", { name: "Start Yelp Import" });
  await expect(start).toBeDisabled();
  await page.getByLabel("Admin token").fill("not-the-token");
  await start.click();
  await expect(toasts(page)).toContainText("Import failed");
  await expect(toasts(page)).toContainText("The admin token was not accepted.");
  await expectNoA11yViolations(page);
});

test("without YELP_API_KEY the Yelp import says how to turn it on", async ({ page }) => {
  await gotoHydrated(page, "/admin/data-import");
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Start Yelp Import" }).click();
  await expect(toasts(page)).toContainText("Yelp import is not configured: set YELP_API_KEY on the server.");
});

test("a GeoJSON file import adds real clinics that the finder then shows", async ({ page }) => {
  await gotoHydrated(page, "/admin/data-import");
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  const geojson = {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        id: "e2e-1",
        geometry: { type: "Point", coordinates: [-104.9903, 39.7392] },
        properties: {
          name: "Zebulon Test Animal Clinic",
          "addr:street_address": "1 Colfax Ave",
          "addr:city": "Denver",
          "addr:state": "CO",
          "addr:postcode": "80202",
          opening_hours: "24/7",
        },
      },
    ],
  };
  await page.getByLabel(/FeatureCollection of points/).setInputFiles({
    name: "clinics.geojson",
    mimeType: "application/geo+json",
    buffer: Buffer.from(JSON.stringify(geojson)),
  });
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
  await expect(page.locator("dd").first()).toHaveText("1");

  // Zebulon is also a town in North Carolina: the clinic's whole name finds the clinic, wherever it is.
  await gotoHydrated(page, "/vet-finder?q=Zebulon%20Test%20Animal%20Clinic");
  const card = page.locator("#results-title ~ ul [data-testid=clinic-card]").first();
  await expect(card).toContainText("Zebulon Test Animal Clinic");
  await expect(card).toContainText("24/7");
});

test("the admin funnel shows each step and the revenue", async ({ page }) => {
  await gotoHydrated(page, "/admin/funnel");
  await page.getByLabel("Admin token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Show funnel" }).click();
  const steps = page.getByRole("region", { name: "Funnel steps" });
  await expect(steps).toContainText("Page views");
  await expect(steps).toContainText("Purchases");
  await expect(steps).toContainText(/Revenue: \$\d+\.\d{2} from \d+ paid orders in the last 30 days\./);
  await expectNoA11yViolations(page);
});
