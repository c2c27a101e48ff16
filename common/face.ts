/**
 * The site's two faces (docs/product/public-site.md § Style variants): the default dark one and the
 * light one that `?style=conservative` shows. A face states its own price list and facts
 * (docs/product/pricing.md § Price lists), so the server, the emails and Melie take it as a value too.
 */
export const FACES = ["default", "conservative"] as const;
export type Face = (typeof FACES)[number];

/** A face named from outside (a request body, an address); anything else is the default face. */
export function readFace(raw: unknown): Face {
  return raw === "conservative" ? "conservative" : "default";
}
