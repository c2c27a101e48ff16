/**
 * The node network's geometry, shared by the animated canvas and the static
 * picture (network-canvas.ts, network-static.ts): where the nodes are, which
 * pairs are linked and how strongly, and the colours of each face.
 */

export type NetworkTone = "dark" | "light";

export interface NetworkNode {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export interface NetworkLink {
  from: NetworkNode;
  to: NetworkNode;
  /** Stroke opacity: fades with distance, zero at the link distance. */
  opacity: number;
}

export const NETWORK_COLORS: Record<NetworkTone, { node: string; link: string; accent: string }> = {
  dark: { node: "34, 228, 255", link: "34, 228, 255", accent: "182, 255, 59" },
  light: { node: "37, 99, 235", link: "37, 99, 235", accent: "37, 99, 235" },
};

const LINK_OPACITY: Record<NetworkTone, number> = { dark: 0.22, light: 0.16 };
const NODE_OPACITY: Record<NetworkTone, number> = { dark: 0.55, light: 0.35 };

export function seedNodes(count: number, width: number, height: number, speed: number, random = Math.random) {
  return Array.from(
    { length: count },
    (): NetworkNode => ({
      x: random() * width,
      y: random() * height,
      vx: (random() - 0.5) * speed,
      vy: (random() - 0.5) * speed,
      r: 1.2 + random() * 1.8,
    }),
  );
}

/** Every pair of nodes closer than `maxDistance`, each once. */
export function linksBetween(nodes: readonly NetworkNode[], maxDistance: number, tone: NetworkTone): NetworkLink[] {
  const links: NetworkLink[] = [];
  const maxSquared = maxDistance * maxDistance;
  for (let i = 0; i < nodes.length; i++) {
    const from = nodes[i]!;
    for (let j = i + 1; j < nodes.length; j++) {
      const to = nodes[j]!;
      const dx = from.x - to.x;
      const dy = from.y - to.y;
      const squared = dx * dx + dy * dy;
      if (squared > maxSquared) continue;
      links.push({ from, to, opacity: (1 - Math.sqrt(squared) / maxDistance) * LINK_OPACITY[tone] });
    }
  }
  return links;
}

/** A node's fill: every fifth node wears the accent colour. */
export function nodeFill(index: number, tone: NetworkTone): { rgb: string; opacity: number } {
  const colors = NETWORK_COLORS[tone];
  return { rgb: index % 5 === 0 ? colors.accent : colors.node, opacity: NODE_OPACITY[tone] };
}
