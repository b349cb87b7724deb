import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "../../contract/public-config";

const FALLBACK: PublicConfig = {
  brandName: "Minty",
  publicUrl: "",
  metaPixelId: null,
  gaMeasurementId: null,
  portraitProvider: "local",
  stripePublishableKey: null,
};

/** The server's public config, loaded once by the root route. */
export function usePublicConfig(): PublicConfig {
  return useRouteLoaderData<{ publicConfig: PublicConfig }>("root")?.publicConfig ?? FALLBACK;
}
