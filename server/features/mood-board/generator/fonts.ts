/**
 * The curated type table: real, freely licensed families (SIL Open Font
 * License) that the page self-hosts from npm @fontsource packages — keep in
 * step with app/features/mood-board/board-fonts.ts, which loads them. Tags
 * are the brand personalities and styles each face suits (docs/product/mood-board.md § Options).
 */
import type { BrandPersonality, Style } from "#common/mood-board/options.ts";

export type FontRole = "primary" | "secondary" | "accent";
export type FontCategory = "serif" | "sans-serif" | "display" | "monospace";

export interface FontEntry {
  family: string;
  stack: string;
  category: FontCategory;
  /** The weight shown for each role this face can take. */
  roles: Partial<Record<FontRole, number>>;
  character: string;
  tags: ReadonlyArray<BrandPersonality | Style>;
}

export const FONTS: readonly FontEntry[] = [
  {
    family: "Playfair Display",
    stack: '"Playfair Display", Georgia, serif',
    category: "serif",
    roles: { primary: 700 },
    character: "a high-contrast transitional serif with editorial poise",
    tags: ["Elegant", "Luxury", "Classic", "Authoritative"],
  },
  {
    family: "DM Serif Display",
    stack: '"DM Serif Display", Georgia, serif',
    category: "serif",
    roles: { primary: 400 },
    character: "a sturdy, compact display serif that reads as established and sure of itself",
    tags: ["Authoritative", "Trustworthy", "Professional", "Classic", "Bold"],
  },
  {
    family: "Fraunces",
    stack: '"Fraunces Variable", Georgia, serif',
    category: "serif",
    roles: { primary: 700, accent: 600 },
    character: "a soft, slightly wonky old-style serif full of warmth",
    tags: ["Friendly", "Playful", "Organic", "Creative"],
  },
  {
    family: "Cormorant Garamond",
    stack: '"Cormorant Garamond", Garamond, Georgia, serif',
    category: "serif",
    roles: { primary: 600, accent: 600 },
    character: "a refined Garamond with long, delicate strokes",
    tags: ["Luxury", "Elegant", "Subtle", "Classic"],
  },
  {
    family: "Syne",
    stack: '"Syne Variable", "Space Grotesk Variable", sans-serif',
    category: "display",
    roles: { primary: 700 },
    character: "a wide, idiosyncratic grotesk drawn for art direction",
    tags: ["Creative", "Bold", "Futuristic", "Innovative", "Cutting-edge"],
  },
  {
    family: "Archivo Black",
    stack: '"Archivo Black", "Arial Black", sans-serif',
    category: "display",
    roles: { primary: 400, accent: 400 },
    character: "a heavy grotesk made for punchy, poster-sized headlines",
    tags: ["Bold", "Industrial", "Playful", "Modern"],
  },
  {
    family: "Fredoka",
    stack: '"Fredoka Variable", "Trebuchet MS", sans-serif',
    category: "display",
    roles: { primary: 600, accent: 600 },
    character: "a rounded geometric sans, cheerful and approachable",
    tags: ["Playful", "Friendly"],
  },
  {
    family: "Space Grotesk",
    stack: '"Space Grotesk Variable", ui-sans-serif, sans-serif',
    category: "sans-serif",
    roles: { primary: 700, accent: 500 },
    character: "a geometric grotesk with technical quirks",
    tags: ["Innovative", "Cutting-edge", "Futuristic", "Modern", "Industrial"],
  },
  {
    family: "Manrope",
    stack: '"Manrope Variable", ui-sans-serif, sans-serif',
    category: "sans-serif",
    roles: { primary: 700, secondary: 400 },
    character: "an open, modern geometric sans that stays clear at small sizes",
    tags: ["Modern", "Minimalist", "Friendly", "Innovative", "Professional"],
  },
  {
    family: "IBM Plex Sans",
    stack: '"IBM Plex Sans", ui-sans-serif, sans-serif',
    category: "sans-serif",
    roles: { secondary: 400 },
    character: "an engineered neo-grotesk with a neutral, dependable voice",
    tags: ["Professional", "Trustworthy", "Industrial", "Authoritative"],
  },
  {
    family: "Inter",
    stack: '"Inter Variable", ui-sans-serif, system-ui, sans-serif',
    category: "sans-serif",
    roles: { secondary: 400 },
    character: "a screen-first sans tuned for long reading",
    tags: ["Minimalist", "Modern", "Subtle", "Cutting-edge"],
  },
  {
    family: "Source Serif 4",
    stack: '"Source Serif 4 Variable", Georgia, serif',
    category: "serif",
    roles: { secondary: 400 },
    character: "a readable text serif with optical sizes for comfortable long reads",
    tags: ["Classic", "Trustworthy", "Elegant", "Organic", "Authoritative"],
  },
  {
    family: "JetBrains Mono",
    stack: '"JetBrains Mono Variable", ui-monospace, monospace',
    category: "monospace",
    roles: { accent: 500 },
    character: "a precise monospace for labels, data and code-like details",
    tags: ["Cutting-edge", "Futuristic", "Innovative", "Industrial", "Minimalist"],
  },
];
