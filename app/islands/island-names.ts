/**
 * The tool pages served as islands (docs/decisions/044-tool-pages-as-islands.md): each name is a script of
 * its own, `app/islands/entries/<name>.tsx`, that takes over only that page's tool.
 */
export const ISLAND_NAMES = [
  "custom-quote",
  "customize-package",
  "contact",
  "reserve-slot",
  "book-consultation",
  "client-intake",
  "tools",
  "mood-board",
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
