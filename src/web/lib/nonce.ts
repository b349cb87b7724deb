import { createContext, useContext } from "react";

/** The CSP nonce of the server-rendered response; browsers hide it from scripts afterwards. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
