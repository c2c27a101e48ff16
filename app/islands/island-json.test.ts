import { describe, expect, it } from "vitest";
import { islandJson } from "./island-json";

describe("islandJson", () => {
  it("writes what a visitor typed so that it cannot end the script element, and reads back the same", () => {
    const typed = `</script><script>alert(1)</script><!-- <script>`;
    const drawnFrom = { props: {}, data: { actionData: { outcome: "failed", values: { details: typed } } } };
    const json = islandJson(drawnFrom);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(drawnFrom);
  });
});
