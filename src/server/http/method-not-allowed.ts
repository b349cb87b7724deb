import type { FastifyInstance } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";

/**
 * Knows every route's methods, so that a known path asked with the wrong method answers 405 with
 * `Allow`, not 404. Register before any route; wildcard routes (the page renderer, the API's
 * not-found catch-all) are left out and handled by the caller.
 */
export function trackRouteMethods(app: FastifyInstance) {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  app.addHook("onRoute", (route) => {
    if (route.url.includes("*")) return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      router.on(method, route.url, () => {});
    }
  });
  /** The methods a path answers to; empty when no route has that path. */
  return (path: string): HTTPMethod[] => [...methods].filter((method) => router.find(method, path) !== null);
}
