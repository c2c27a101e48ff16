import { useCspNonce } from "#app/lib/csp-nonce";

/**
 * Structured data as an inline JSON-LD script. Prerendered pages allow it by
 * hash (the server hashes their inline scripts); server-rendered pages by the
 * request's CSP nonce. `<` is escaped so no string can close the script.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useCspNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped, not markup
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
