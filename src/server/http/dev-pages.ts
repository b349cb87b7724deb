import { realpathSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer, searchForWorkspaceRoot } from "vite";
import type { DevWebBuild } from "./pages";

/**
 * `npm run dev` (NODE_ENV=development): the web app from Vite's dev server instead of build/. Vite runs
 * in middleware mode inside the real server, its hot-reload socket on the server's own port, and every
 * page request renders with the server build Vite has just compiled, so an edit under src/web shows in
 * the browser without a build or a restart.
 *
 * Vite is a devDependency: only main.ts imports this module, with a dynamic import, in development.
 */
export function devWebBuild(dataDir: string) {
  return (app: FastifyInstance) => createDevWebBuild(app, dataDir);
}

async function createDevWebBuild(app: FastifyInstance, dataDir: string): Promise<DevWebBuild> {
  const sigtermListeners = process.listeners("SIGTERM");
  const vite = await createServer({
    appType: "custom",
    // vite.config.ts through Node's own import (tsx), not a bundle in a temporary file: `npm run dev`
    // (tsx watch) then restarts when the config changes, and not whenever that temporary file goes.
    configLoader: "native",
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      fs: {
        // Where node_modules is a link to another checkout's (a git worktree), its files are served too.
        allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")],
        // Vite's own list, and never the database or the stored photos.
        deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", `${path.resolve(dataDir)}/**`],
      },
    },
  });
  // React Router's plugin starts a second Vite server, not in middleware mode, which exits the process
  // on SIGTERM; main.ts's own shutdown (finish requests, close the database) must run instead.
  for (const listener of process.listeners("SIGTERM"))
    if (!sigtermListeners.includes(listener)) process.off("SIGTERM", listener);
  // Before the server waits for open connections: Vite's close ends its websockets.
  app.addHook("preClose", async () => {
    await vite.close();
  });
  return {
    server: async () => {
      try {
        return (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild;
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    middleware: vite.middlewares,
  };
}
