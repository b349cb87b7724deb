import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { createRequestHandler, RouterContextProvider, ServerBuild } from "react-router";
import type { SsrContext } from "../../contract/ssr";
import { RATE_LIMITS } from "./rate-limit";

export interface WebBuild {
  server: ServerBuild;
  /** Folder of the browser bundle and public files (build/client). */
  clientDir: string;
}

/** `npm run dev` (dev-pages.ts): the web app from Vite's dev server instead of build/. */
export interface DevWebBuild {
  /** The server build as Vite has compiled it now, loaded for each request. */
  server: () => Promise<ServerBuild>;
  /** Vite's middlewares (its modules, public files, hot-reload client), tried before the routes. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}

/** Loads the React Router production build written by `npm run build`. */
export async function loadWebBuild(buildDir = path.resolve("build")): Promise<WebBuild> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run \`npm run build\`.`);
  const server = (await import(serverEntry)) as ServerBuild;
  return { server, clientDir: path.join(buildDir, "client") };
}

/** Serves the browser bundle and server-renders every page route. */
export async function registerPages(
  app: FastifyInstance,
  build: WebBuild | DevWebBuild,
  context: Omit<SsrContext, "cspNonce">,
  mode: string,
): Promise<void> {
  if ("middleware" in build) {
    const { middleware } = build;
    // Connect middlewares in a hook, as @fastify/middie would (not a dependency): whatever Vite does not
    // serve (it calls next) goes on to the routes. The API never reaches Vite.
    app.addHook("onRequest", (request, reply, done) => {
      if (request.url.startsWith("/api/")) return done();
      middleware(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  } else {
    await app.register(fastifyStatic, {
      root: build.clientDir,
      wildcard: false,
      index: false,
      // The .br and .gz files written at build time (scripts/precompress.mjs), when the browser takes them.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header("cache-control", cacheControlFor(filePath));
      },
    });
  }

  app.get("/pet-name-generator", (_request, reply) => reply.redirect("/pet-names", 301));

  // React Router's handler and load context come from the build itself, one copy with the pages': its
  // production code in build/; under `npm run dev`, the modules Vite has compiled now (a hot update makes
  // a new context key, so it is taken again for each request).
  const current = async () =>
    entryOf(typeof build.server === "function" ? await build.server() : build.server);
  const entry = await current();
  const handle = entry.createRequestHandler(build.server, mode);
  // Pages are rendered for our own address, never for whatever Host header a request names.
  const origin = new URL(context.publicConfig.publicUrl).origin;
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    config: RATE_LIMITS.pages,
    // In development this route also takes Vite's hundreds of module requests: log only what goes wrong.
    ...("middleware" in build ? { logLevel: "warn" } : {}),
    handler: async (request, reply) => {
      const webRequest = toWebRequest(request, origin);
      if (!webRequest) {
        return reply.status(400).type("text/plain; charset=utf-8").send("This address is not valid.");
      }
      const { createLoadContext } = "middleware" in build ? await current() : entry;
      const response = await handle(webRequest, createLoadContext({ ...context, cspNonce: reply.pageNonce }));
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body || request.method === "HEAD") return reply.send();
      return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    },
  });
}

interface WebEntry {
  createRequestHandler: typeof createRequestHandler;
  createLoadContext: (value: SsrContext) => RouterContextProvider;
}

/** What the server takes from the web bundle's entry.server.tsx. */
function entryOf(build: ServerBuild): WebEntry {
  const entry = build.entry.module as Partial<WebEntry>;
  if (!entry.createRequestHandler || !entry.createLoadContext)
    throw new Error("The web build is out of date: run `npm run build`.");
  return entry as WebEntry;
}

/** The Fetch request React Router renders, or undefined for an address no page can have. */
function toWebRequest(request: FastifyRequest, origin: string): Request | undefined {
  let url: URL;
  const headers = new Headers();
  try {
    // Malformed escapes and control characters (%00…) name no page: refuse them before any lookup.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(decodeURIComponent(request.url.split("?")[0]!))) return undefined;
    url = new URL(`${origin}${request.url}`);
    for (const [name, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
  } catch {
    return undefined;
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

/**
 * Built assets carry a content hash in their name, so they never change: a year, immutable. Pictures
 * keep their names when redrawn: a week, then served from cache while they are checked again. Other
 * public files (robots, icons' manifest): a day.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (/\.(webp|avif|png|jpe?g|svg|ico)$/i.test(filePath))
    return "public, max-age=604800, stale-while-revalidate=604800";
  return "public, max-age=86400";
}
