import { z } from "zod";

/**
 * A website address as people type it: "example.com" is read as
 * "https://example.com"; only http and https are accepted (issue 5 §1:
 * "URLs of http/https only"), so `javascript:` and `data:` never get stored.
 */
export function normaliseWebAddress(raw: string): string {
  const value = raw.trim();
  if (value === "") return value;
  return hasScheme(value) ? value : `https://${value}`;
}

/**
 * Whether an address starts with its scheme ("https:", "mailto:"). A name
 * followed by a port ("example.com:8080/shop", "localhost:3000") is a host,
 * not a scheme called "example.com".
 */
export function hasScheme(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/?#]+:\d+(?:[/?#]|$)/.test(value);
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Optional web address: empty or absent → undefined; otherwise normalised and checked. */
export function optionalWebAddress(message: string, max = 2048) {
  return z
    .string()
    .nullish()
    .transform((value) => (value == null ? undefined : normaliseWebAddress(value) || undefined))
    .refine((value) => value === undefined || (value.length <= max && isWebAddress(value)), { error: message });
}
