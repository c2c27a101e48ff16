/**
 * Plain functions without zod, so a page that only reads or checks an address
 * (the contact form reading `?website=`) does not load zod before the visitor
 * touches the form; the schema piece is in web-address-schema.ts.
 *
 * A website address as people type it: "example.com" is read as
 * "https://example.com"; only http and https are accepted
 * (docs/product/lead-capture.md § Validation and messages), so `javascript:` and `data:` never get stored.
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

/** The host of a stored address ("https://www.bakery.example/menu" → "www.bakery.example"), or the text itself. */
export function webAddressHost(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address;
  }
}
