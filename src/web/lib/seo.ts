import type { MetaDescriptor } from "react-router";
import type { PublicConfig } from "../../contract/public-config";

export interface PageSeo {
  /** Page title without the brand; omitted on the home page. */
  title?: string;
  description?: string;
  /** Path of the canonical URL, e.g. "/contact". */
  path: string;
  noindex?: boolean;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export const DEFAULT_DESCRIPTION =
  "Pet portraits from your own photo, AI pet names, pet astrology and a US vet finder. Fun, easy and made with love.";

export function defaultTitle(brand: string): string {
  return `${brand} – Pet portraits, pet names, astrology & vet finder`;
}

/** The root loader's public config, as seen from any route's meta function. */
export function rootConfig(matches: readonly MatchLike[]): PublicConfig | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { publicConfig?: PublicConfig }
    | undefined;
  return root?.publicConfig;
}

/** Title, description, canonical link and robots for one page; the defaults fill what it leaves out. */
export function seoMeta(matches: readonly MatchLike[], page: PageSeo): MetaDescriptor[] {
  const config = rootConfig(matches);
  const brand = config?.brandName ?? "Minty";
  const base = config?.publicUrl ?? "";
  const title = page.title ? `${page.title} | ${brand}` : defaultTitle(brand);
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: brand },
    { tagName: "link", rel: "canonical", href: `${base}${page.path}` },
  ];
  if (page.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
