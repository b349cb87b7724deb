import type { Clinic } from "./clinics";
import type { PublicConfig } from "./public-config";

/** What the server hands to every server-rendered page (React Router's load context). */
export interface SsrContext {
  cspNonce: string;
  publicConfig: PublicConfig;
  /** Server-side data for pages rendered with their content (SEO). */
  /** A clinic by its page's path: the last segment is its slug, or its id (SPEC names both forms). */
  findClinic(stateSlug: string, citySlug: string, slugOrId: string): Promise<Clinic | undefined>;
}
