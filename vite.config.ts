import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // `npm run dev`: every dependency of the web app is pre-bundled at start. Found only when a page first
  // imports it, it would make Vite re-bundle and reload that first page (a failed hydration, then a reload).
  optimizeDeps: { entries: ["src/web/**/*.tsx", "!src/web/**/*.test.tsx"] },
});
