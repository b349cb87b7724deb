import { createContext, useContext } from "react";

/** The CSP nonce of the server-rendered response. */
export const NonceContext = createContext<string | undefined>(undefined);

/**
 * The response's nonce on the server; in the browser, the one the page was served with. Browsers hide the
 * attribute from scripts but keep the `nonce` property, which is what React compares when it hydrates, so
 * elements rendered with it (the stylesheet links) match the server's HTML.
 */
export const useNonce = () => useContext(NonceContext) ?? pageNonce();

function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
