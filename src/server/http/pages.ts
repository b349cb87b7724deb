import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { SsrContext } from "../../contract/ssr";
import { RATE_LIMITS } from "./rate-limit";

export interface WebBuild {
  server: ServerBuild;
  /** Folder of the browser bundle and public files (build/client). */
  clientDir: string;
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
  build: WebBuild,
  context: Omit<SsrContext, "cspNonce">,
  mode: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: build.clientDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=86400");
    },
  });

  app.get("/pet-name-generator", (_request, reply) => reply.redirect("/pet-names", 301));

  const handle = createRequestHandler(build.server, mode);
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    config: RATE_LIMITS.pages,
    handler: async (request, reply) => {
      const loadContext: SsrContext = { ...context, cspNonce: reply.pageNonce };
      const response = await handle(toWebRequest(request), loadContext as never);
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

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
