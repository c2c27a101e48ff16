import { createContext, useContext } from "react";

/**
 * The per-request Content-Security-Policy nonce of a server-rendered page
 * (empty for prerendered pages, whose inline scripts are allowed by hash).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);
export const useCspNonce = () => useContext(CspNonceContext);
