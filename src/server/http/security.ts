import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

declare module "fastify" {
  interface FastifyReply {
    /** Fresh for every response; only scripts carrying it may run on an HTML page. */
    pageNonce: string;
  }
}

/** Hosts the two optional third-party trackers load from, only when configured. */
function trackerHosts(config: Config) {
  const scripts: string[] = [];
  const connect: string[] = [];
  if (config.metaPixelId) {
    scripts.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com");
  }
  if (config.gaMeasurementId) {
    scripts.push("https://www.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com");
  }
  const frames: string[] = [];
  if (config.stripe) {
    scripts.push("https://js.stripe.com");
    connect.push("https://api.stripe.com");
    frames.push("https://js.stripe.com", "https://hooks.stripe.com");
  }
  return { scripts, connect, frames, images: [...connect] };
}

/** Powerful browser features: only location (the vet finder) and payments (Stripe) are ever used. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=(self)",
  'payment=(self "https://js.stripe.com")',
  "usb=()",
  "serial=()",
  "browsing-topics=()",
].join(", ");

export function contentSecurityPolicy(config: Config, nonce: string): string {
  const hosts = trackerHosts(config);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, ...hosts.scripts]],
    // React and Radix position elements with style attributes; scripts stay nonce-only.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...hosts.images]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...hosts.connect]],
    ["frame-src", ["'self'", ...hosts.frames]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  // Development only (`npm run dev`): after a server restart Vite's HMR client waits for the server
  // from a worker made from a blob: URL, then reloads the page. Its scripts and its websocket (same
  // origin) already pass; production pages never allow blob: workers.
  if (config.env === "development") directives.push(["worker-src", ["'self'", "blob:"]]);
  if (config.publicUrl.startsWith("https:")) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Helmet sets the other headers; the CSP is ours so that it carries a per-request nonce.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: config.publicUrl.startsWith("https:"),
    crossOriginEmbedderPolicy: false,
  });
  app.decorateReply("pageNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.pageNonce = randomBytes(16).toString("base64");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    reply.header(
      "content-security-policy",
      type.startsWith("text/html")
        ? contentSecurityPolicy(config, reply.pageNonce)
        : "default-src 'none'; frame-ancestors 'none'",
    );
    return payload;
  });
}
