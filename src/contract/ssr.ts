import type { Clinic } from "./clinics";
import type { PublicConfig } from "./public-config";

/** What the server hands to every server-rendered page (React Router's load context). */
export interface SsrContext {
  cspNonce: string;
  publicConfig: PublicConfig;
  /** Server-side data for pages rendered with their content (SEO). */
  findClinic(stateSlug: string, citySlug: string, slug: string): Promise<Clinic | undefined>;
}
