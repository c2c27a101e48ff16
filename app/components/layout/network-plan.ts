/** Intensity of the decorative background; docs/product/public-site.md § Background gives its node counts. */
export type BackgroundIntensity = "enhanced" | "normal" | "subtle";

export const NODE_COUNTS: Record<BackgroundIntensity, number> = { enhanced: 35, normal: 25, subtle: 18 };
export const MOBILE_NODE_LIMIT = 10;
export const MOBILE_BREAKPOINT = 768;
export const STATIC_BREAKPOINT = 480;

export interface NetworkEnvironment {
  width: number;
  mobileAgent: boolean;
  reducedMotion: boolean;
}

export interface NetworkPlan {
  nodes: number;
  /** animated: full drawing; simplified: fewer nodes and links, lower frame rate; static: one frame. */
  mode: "animated" | "simplified" | "static";
  /** Links are drawn between nodes closer than this many CSS pixels. */
  linkDistance: number;
  /** Frames per second of the animation (0 when static). */
  fps: number;
}

/**
 * docs/product/public-site.md § Background: simplified under 768 px, static under 480 px, at most 10
 * nodes on mobile, animation off on mobile user agents and (house rule) under
 * prefers-reduced-motion.
 */
export function planNetwork(intensity: BackgroundIntensity, env: NetworkEnvironment): NetworkPlan {
  const narrow = env.width < MOBILE_BREAKPOINT;
  const mobile = narrow || env.mobileAgent;
  const nodes = mobile ? Math.min(NODE_COUNTS[intensity], MOBILE_NODE_LIMIT) : NODE_COUNTS[intensity];
  const still = env.width < STATIC_BREAKPOINT || env.mobileAgent || env.reducedMotion;
  if (still) return { nodes, mode: "static", linkDistance: narrow ? 140 : 200, fps: 0 };
  if (narrow) return { nodes, mode: "simplified", linkDistance: 140, fps: 20 };
  return { nodes, mode: "animated", linkDistance: 200, fps: 30 };
}

export function isMobileAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i.test(userAgent);
}
