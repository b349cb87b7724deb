import { createContext, RouterContextProvider } from "react-router";
import type { SsrContext } from "../../contract/ssr";

/** What the server hands to every server-rendered page, under one typed key of React Router's load context. */
export const ssrContext = createContext<SsrContext>();

/**
 * The load context of one request. The server builds it through the web bundle (entry.server exports this)
 * so that the key and React Router's provider are the bundle's own copies, the ones the loaders read.
 */
export function createLoadContext(value: SsrContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[ssrContext, value]]));
}
