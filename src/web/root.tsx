import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { PublicConfig } from "../contract/public-config";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { initAnalytics, trackPageView } from "./lib/analytics";
import { createQueryClient } from "./lib/api";
import { useNonce } from "./lib/nonce";
import { usePublicConfig } from "./lib/public-config";
import { seoMeta } from "./lib/seo";
import { ssrContext } from "./lib/ssr-context";
import { SiteFooter } from "./shell/site-footer";
import { SiteHeader } from "./shell/site-header";
import { LazyToaster } from "./ui/lazy-toaster";
import { dismissToastsNotFor } from "./ui/use-toast";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicConfig: context.get(ssrContext).publicConfig };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, { path: location.pathname });

/** The public config never changes while the page is open: load it once. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const config = usePublicConfig();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#eefbf5" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader brand={config.brandName} />
        <main id="main" className="mx-auto w-full max-w-[600px] flex-1 px-4 pt-6">
          {children}
        </main>
        <SiteFooter brand={config.brandName} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function usePageViews(config: PublicConfig) {
  const location = useLocation();
  useEffect(() => {
    initAnalytics(config);
  }, [config]);
  useEffect(() => {
    // The title is set by the route's meta in the same commit; read it after paint.
    const id = window.setTimeout(() => trackPageView(location.pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [location.pathname]);
  // Another screen opened: the toasts of the last one close. Not at the first render, where a page
  // may already have raised one for the screen it is sending the visitor to.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    dismissToastsNotFor(location.pathname);
  }, [location.pathname]);
}

export default function App() {
  const config = usePublicConfig();
  const [queryClient] = useState(createQueryClient);
  usePageViews(config);
  useEffect(() => {
    // Lets people-like tests (and CSS) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <LazyToaster />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="py-12 text-center">
      <h1 className="text-3xl font-semibold">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-3 text-muted">
        {notFound
          ? "We couldn't find that page."
          : "Sorry, this page failed to load. Please refresh or try again in a moment."}
      </p>
      <a href="/" className="mt-6 inline-block font-semibold text-mint-800 underline">
        Go to the home page
      </a>
    </section>
  );
}
