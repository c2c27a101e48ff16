import { linksBetween, NETWORK_COLORS, type NetworkTone, nodeFill, seedNodes } from "./network-geometry";
import type { NetworkPlan } from "./network-plan";

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * The network as one still picture (phones, mobile browsers, reduced motion):
 * a few SVG lines and circles instead of a canvas. A canvas is a screen-sized
 * bitmap that the main thread hands to the compositor — its first frame cost
 * 8–13 ms of main thread in Lighthouse's phone run, in the task that also
 * fades it in — while vector shapes are rasterised off the main thread.
 * Redrawn (same nodes, kept on screen) when the viewport changes size.
 * Returns a function that stops listening.
 */
export function drawStaticNetwork(svg: SVGSVGElement, plan: NetworkPlan, tone: NetworkTone): () => void {
  const colors = NETWORK_COLORS[tone];
  const nodes = seedNodes(plan.nodes, window.innerWidth, window.innerHeight, 0);
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  const shape = (name: "line" | "circle", attributes: Record<string, string | number>) => {
    const element = document.createElementNS(SVG_NS, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
    return element;
  };

  const render = () => {
    const width = window.innerWidth;
    const height = window.innerHeight;
    for (const node of nodes) {
      node.x = Math.min(node.x, width);
      node.y = Math.min(node.y, height);
    }
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    const picture = document.createDocumentFragment();
    for (const link of linksBetween(nodes, plan.linkDistance, tone)) {
      picture.append(
        shape("line", {
          x1: link.from.x.toFixed(1),
          y1: link.from.y.toFixed(1),
          x2: link.to.x.toFixed(1),
          y2: link.to.y.toFixed(1),
          stroke: `rgb(${colors.link})`,
          "stroke-opacity": link.opacity.toFixed(3),
          "stroke-width": 1,
        }),
      );
    }
    nodes.forEach((node, index) => {
      const fill = nodeFill(index, tone);
      picture.append(
        shape("circle", {
          cx: node.x.toFixed(1),
          cy: node.y.toFixed(1),
          r: node.r.toFixed(2),
          fill: `rgb(${fill.rgb})`,
          "fill-opacity": fill.opacity,
        }),
      );
    });
    svg.replaceChildren(picture);
  };

  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(render, 200);
  };

  render();
  window.addEventListener("resize", onResize, { passive: true });
  return () => {
    clearTimeout(resizeTimer);
    window.removeEventListener("resize", onResize);
  };
}
