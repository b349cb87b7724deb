import type { PublicConfig } from "./public-config";

/** What the server hands to every server-rendered page (React Router's load context). */
export interface SsrContext {
  cspNonce: string;
  publicConfig: PublicConfig;
}
