import { expect, gotoHydrated, test } from "./fixtures";

const DEFAULT_TITLE = "Minty – Pet portraits, pet names, astrology & vet finder";

function head(html: string) {
  const pick = (re: RegExp) => re.exec(html)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    robots: pick(/<meta name="robots" content="([^"]*)"/),
    titles: html.match(/<title>/g)?.length ?? 0,
  };
}

test("the server HTML carries each page's title, description and canonical link", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expect(head(await home.text())).toMatchObject({
    title: DEFAULT_TITLE.replace("&", "&amp;"),
    canonical: "https://minty.test/",
    robots: undefined,
    titles: 1,
  });

  const contact = head(await (await request.get("/contact")).text());
  expect(contact).toMatchObject({
    title: "Contact Us | Minty",
    canonical: "https://minty.test/contact",
    titles: 1,
  });
  expect(contact.description).toMatch(/Send us a message/);

  const missing = await request.get("/missing-page");
  expect(missing.status()).toBe(404);
  expect(head(await missing.text())).toMatchObject({
    title: "Page Not Found | Minty",
    robots: "noindex, nofollow",
    canonical: "https://minty.test/missing-page",
  });
});

test("the defaults come back after leaving a page", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page).toHaveTitle("Contact Us | Minty");
  await page.getByRole("link", { name: "Minty home" }).click();
  await expect(page).toHaveTitle(DEFAULT_TITLE);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://minty.test/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /Pet portraits from your own photo/,
  );
});

test("/pet-name-generator redirects permanently to /pet-names", async ({ request }) => {
  const response = await request.get("/pet-name-generator", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/pet-names");
});

test("HTML pages get a strict CSP whose nonce is on every script", async ({ request }) => {
  const first = await request.get("/");
  const csp = first.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const html = await first.text();
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await request.get("/");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
});
