import type { NetworkPlan } from "./network-plan";

export type NetworkTone = "dark" | "light";

interface Node {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

const COLORS: Record<NetworkTone, { node: string; link: string; accent: string }> = {
  dark: { node: "34, 228, 255", link: "34, 228, 255", accent: "182, 255, 59" },
  light: { node: "37, 99, 235", link: "37, 99, 235", accent: "37, 99, 235" },
};

/**
 * Draws the node network into a fixed, full-viewport canvas. Cheap by
 * construction: at most 35 nodes (under 600 distance checks a frame), a frame
 * budget well under 1 ms, a capped frame rate, a capped pixel ratio, and no
 * work at all while the tab is hidden. Returns a function that stops it.
 * Throws when the canvas cannot give a 2D context, so the caller can fall back.
 */
export function startNetwork(canvas: HTMLCanvasElement, plan: NetworkPlan, tone: NetworkTone): () => void {
  const context = canvas.getContext("2d", { alpha: true });
  if (!context) throw new Error("2D canvas unavailable");
  const colors = COLORS[tone];
  const ratio = Math.min(window.devicePixelRatio || 1, 1.5);
  let width = 0;
  let height = 0;
  let nodes: Node[] = [];
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
    nodes = Array.from({ length: plan.nodes }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * speed,
      vy: (Math.random() - 0.5) * speed,
      r: 1.2 + Math.random() * 1.8,
    }));
  };

  const draw = () => {
    context.clearRect(0, 0, width, height);
    const max = plan.linkDistance;
    const maxSquared = max * max;
    context.lineWidth = 1;
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i]!;
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j]!;
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const squared = dx * dx + dy * dy;
        if (squared > maxSquared) continue;
        const alpha = (1 - Math.sqrt(squared) / max) * (tone === "dark" ? 0.22 : 0.16);
        context.strokeStyle = `rgba(${colors.link}, ${alpha.toFixed(3)})`;
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
    }
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      context.fillStyle = `rgba(${i % 5 === 0 ? colors.accent : colors.node}, ${tone === "dark" ? 0.55 : 0.35})`;
      context.beginPath();
      context.arc(node.x, node.y, node.r, 0, Math.PI * 2);
      context.fill();
    }
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
    if (plan.mode === "static" || frame || document.hidden) return;
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
