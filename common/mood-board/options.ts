/**
 * The mood board's option lists (docs/product/mood-board.md § Options), shared by the form and the API
 * so the browser offers exactly the values the server accepts.
 */
export const BRAND_PERSONALITIES = [
  "Professional",
  "Creative",
  "Innovative",
  "Trustworthy",
  "Bold",
  "Elegant",
  "Playful",
  "Authoritative",
  "Friendly",
  "Cutting-edge",
] as const;

export const PROJECT_TYPES = [
  "E-commerce Store",
  "Corporate Website",
  "Portfolio Site",
  "SaaS Platform",
  "Blog/Content Site",
  "Restaurant/Food",
  "Healthcare",
  "Education",
  "Real Estate",
  "Technology Startup",
  "Creative Agency",
  "Non-profit",
] as const;

export const STYLES = [
  "Minimalist",
  "Modern",
  "Classic",
  "Futuristic",
  "Organic",
  "Industrial",
  "Luxury",
  "Playful",
  "Bold",
  "Subtle",
  "Dark Theme",
  "Light Theme",
] as const;

export type BrandPersonality = (typeof BRAND_PERSONALITIES)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Style = (typeof STYLES)[number];

export interface ColorPreset {
  name: string;
  /** Four hex colours in role order: background, text, primary, accent. */
  colors: readonly [string, string, string, string];
  description: string;
}

/**
 * The six colour presets (docs/product/mood-board.md § Colour presets: four hex colours and a description
 * each). Role order is fixed so every preset can be previewed and checked:
 * text on background and primary on background reach WCAG AA 4.5:1, and
 * the label on a primary button (background or text colour) does too —
 * the generator's tests recompute every ratio from these hex values.
 */
export const COLOR_PRESETS = [
  {
    name: "Cyberpunk Neon",
    colors: ["#0a0a14", "#e9f6ff", "#22e4ff", "#ff2bd6"],
    description: "Electric cyan and hot magenta on near-black: high-energy, after-dark, unmistakably digital.",
  },
  {
    name: "Professional Blue",
    colors: ["#f7f9fc", "#0f1f3d", "#1d4ed8", "#38bdf8"],
    description:
      "Crisp white, deep navy and a confident cobalt: the calm, dependable palette of finance and consulting.",
  },
  {
    name: "Organic Earth",
    colors: ["#f4efe6", "#2e2a22", "#4d6838", "#c8894d"],
    description: "Linen, moss and clay: grounded natural tones for wellness, food and sustainable brands.",
  },
  {
    name: "Warm Sunset",
    colors: ["#fff6ee", "#3a1d14", "#b93c0b", "#f59e0b"],
    description: "Burnt orange and amber over a soft peach white: warm, welcoming and appetizing.",
  },
  {
    name: "Monochrome Elite",
    colors: ["#0b0b0b", "#f5f5f5", "#d4d4d4", "#737373"],
    description: "Pure black, white and measured grays: editorial restraint that lets work and typography lead.",
  },
  {
    name: "Purple Luxury",
    colors: ["#1a1025", "#f3e8ff", "#c084fc", "#d4af37"],
    description: "Deep aubergine, soft lilac and antique gold: opulent, exclusive and evening-lit.",
  },
] as const satisfies readonly ColorPreset[];

export const COLOR_PRESET_NAMES = COLOR_PRESETS.map((preset) => preset.name) as [string, ...string[]];
export type ColorPresetName = (typeof COLOR_PRESETS)[number]["name"];

/** Bounds of the brief: bounded text, our own limits (docs/product/mood-board.md § Fields). */
export const MOOD_BOARD_LIMITS = {
  projectName: 120,
  targetAudience: 500,
  businessGoals: 1000,
  inspirationDescription: 2000,
  maxSeed: 1_000_000,
} as const;
