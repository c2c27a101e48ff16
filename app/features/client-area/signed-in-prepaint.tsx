import type { ReactNode } from "react";
import { PORTAL_TOKEN_KEY } from "#app/lib/api-request";
import { useCspNonce } from "#app/lib/csp-nonce";
import { PortalLoading } from "./portal-loading";

/** Set on <html> before the first paint when a portal token is stored; app.css reads it. */
export const SIGNED_IN_ATTRIBUTE = "data-portal-client";

// Runs while the prerendered HTML is parsed, before it is painted: a signed-in
// client must not see the sample project flash by while the JavaScript loads.
const MARK_SIGNED_IN = `try{localStorage.getItem(${JSON.stringify(PORTAL_TOKEN_KEY)})&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")}catch(e){}`;

/**
 * Wraps a visitor's sample page. For a signed-in client the inline script
 * marks <html> at parse time and the stylesheet then shows the loading frame
 * instead of the sample until React renders the client's own page (which
 * clears the mark: see usePortalToken).
 */
export function SampleUnlessSignedIn({ eyebrow, children }: { eyebrow: string; children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no outside text in it
        dangerouslySetInnerHTML={{ __html: MARK_SIGNED_IN }}
      />
      {/* Not the hidden attribute: Tailwind's preflight makes that display:none !important. */}
      <div data-signed-in-only="">
        {/* A div, not a second <main>: the page keeps one visible main landmark. */}
        <PortalLoading eyebrow={eyebrow} as="div" />
      </div>
      <div data-sample-only="">{children}</div>
    </>
  );
}

/** Removes the parse-time mark once React shows the right page. */
export function clearSignedInMark() {
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
}
