import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React Router's package exports only its development build to Node. The server bundle therefore
// bundles React Router (and @react-router/node, which imports it) from the production build, and the
// server takes its request handler from that bundle (see entry.server.tsx), so one copy serves pages.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  ...(command === "build" && isSsrBuild
    ? {
        resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
        ssr: { noExternal: ["react-router", "@react-router/node"] },
      }
    : {}),
}));
