import type { ComponentType } from "react";
import { type PageData, PageDataProvider, PlainAnchors } from "#app/lib/page-address";

/**
 * The tree an island draws, the same for the server (island.tsx) and the browser (start-island.tsx), so the
 * browser takes over exactly what the server wrote: the tool with the route's data and plain links.
 */
export function IslandTool<Props extends object>({
  tool: Tool,
  props,
  data,
}: {
  tool: ComponentType<Props>;
  props: Props;
  data: PageData;
}) {
  return (
    <PageDataProvider data={data}>
      <PlainAnchors>
        <Tool {...props} />
      </PlainAnchors>
    </PageDataProvider>
  );
}
