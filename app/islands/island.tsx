import islandScripts, { devPreamble } from "virtual:island-scripts";
import type { ComponentType } from "react";
import { useCspNonce } from "#app/lib/csp-nonce";
import { HOLD_EARLY_SUBMIT_SCRIPT } from "#app/lib/held-submit";
import { HOLD_EARLY_TAP_SCRIPT } from "#app/lib/held-tap";
import type { PageData } from "#app/lib/page-address";
import { useStaticPageRender } from "#app/lib/static-page";
import { islandJson } from "./island-json";
import type { IslandName } from "./island-names";
import { IslandTool } from "./island-tool";

/**
 * A tool page's tool, served as an island (docs/decisions/044-tool-pages-as-islands.md). Written by the server
 * inside the static shell with what the browser needs to take it over: the props it was drawn with (JSON), the
 * inline scripts that keep an early tap or submit, and its script, which hydrates this element only. Drawn by
 * React like any part of a page when the router draws the page (a client-side navigation to it).
 *
 * The props must be what the server drew from, as JSON, and the tool must draw the same from them in the
 * browser: ids it gives its fields are built from names, not `useId` (the island is a root of its own, whose
 * `useId` values differ from the page's).
 */
export function Island<Props extends object>({
  name,
  component,
  props,
  data = {},
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
  /** The route's loader and action data, which the tool reads with `usePageData`. */
  data?: PageData;
}) {
  const staticRender = useStaticPageRender();
  const nonce = useCspNonce();
  return (
    <>
      <div data-island={name} className="contents">
        <IslandTool tool={component} props={props} data={data} />
      </div>
      {staticRender ? (
        <>
          <script
            type="application/json"
            data-island-props={name}
            // Data, never run; the nonce keeps every script element of the page alike (a cached page gets a new one).
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, never read as markup
            dangerouslySetInnerHTML={{ __html: islandJson({ props, data }) }}
          />
          <script
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts of ours (held-submit.ts, held-tap.ts)
            dangerouslySetInnerHTML={{ __html: `${HOLD_EARLY_SUBMIT_SCRIPT};${HOLD_EARLY_TAP_SCRIPT}` }}
          />
          {devPreamble ? <script type="module" src={devPreamble} nonce={nonce} /> : null}
          <script type="module" src={islandScripts[name]} nonce={nonce} />
        </>
      ) : null}
    </>
  );
}
