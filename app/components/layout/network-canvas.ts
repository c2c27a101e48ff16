import {
  linksBetween,
  NETWORK_COLORS,
  type NetworkNode,
  type NetworkTone,
  nodeFill,
  seedNodes,
} from "./network-geometry";
import type { NetworkPlan } from "./network-plan";

/**
 * Draws the moving node network into a fixed, full-viewport canvas (the still
 * picture is network-static.ts). Cheap by
 * construction: at most 35 nodes (under 600 distance checks a frame), a frame
 * budget well under 1 ms, a capped frame rate, a capped pixel ratio, and no
 * work at all while the tab is hidden. Returns a function that stops it.
 * Throws when the canvas cannot give a 2D context, so the caller can fall back.
 */
export function startNetwork(canvas: HTMLCanvasElement, plan: NetworkPlan, tone: NetworkTone): () => void {
  const context = canvas.getContext("2d", { alpha: true });
  if (!context) throw new Error("2D canvas unavailable");
  const colors = NETWORK_COLORS[tone];
  const ratio = Math.min(window.devicePixelRatio || 1, 1.5);
  let width = 0;
  let height = 0;
  let nodes: NetworkNode[] = [];
  let frame = 0;
  let last = 0;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const speed = plan.mode === "animated" ? 0.22 : 0.14;

  const resize = () => {
    width = window.innerWidth;
    height = window.innerHeight;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
  };

  const seed = () => {
    nodes = seedNodes(plan.nodes, width, height, speed);
  };

  const draw = () => {
    context.clearRect(0, 0, width, height);
    context.lineWidth = 1;
    for (const link of linksBetween(nodes, plan.linkDistance, tone)) {
      context.strokeStyle = `rgba(${colors.link}, ${link.opacity.toFixed(3)})`;
      context.beginPath();
      context.moveTo(link.from.x, link.from.y);
      context.lineTo(link.to.x, link.to.y);
      context.stroke();
    }
    nodes.forEach((node, index) => {
      const fill = nodeFill(index, tone);
      context.fillStyle = `rgba(${fill.rgb}, ${fill.opacity})`;
      context.beginPath();
      context.arc(node.x, node.y, node.r, 0, Math.PI * 2);
      context.fill();
    });
  };

  const step = () => {
    for (const node of nodes) {
      node.x += node.vx;
      node.y += node.vy;
      if (node.x < 0 || node.x > width) node.vx *= -1;
      if (node.y < 0 || node.y > height) node.vy *= -1;
    }
  };

  const tick = (time: number) => {
    frame = requestAnimationFrame(tick);
    if (time - last < 1000 / plan.fps) return;
    last = time;
    step();
    draw();
  };

  const play = () => {
    if (frame || document.hidden) return;
    frame = requestAnimationFrame(tick);
  };
  const pause = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  const onVisibility = () => (document.hidden ? pause() : play());
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      resize();
      for (const node of nodes) {
        node.x = Math.min(node.x, width);
        node.y = Math.min(node.y, height);
      }
      draw();
    }, 200);
  };

  resize();
  seed();
  draw();
  play();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("resize", onResize, { passive: true });

  return () => {
    pause();
    clearTimeout(resizeTimer);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("resize", onResize);
  };
}
