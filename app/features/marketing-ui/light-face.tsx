import type { ReactNode } from "react";

/**
 * The conservative light face (docs/product/public-site.md § Style variants):
 * white, one calm brand colour, generous space.
 */
export function LightFace({ children }: { children: ReactNode }) {
  return <main className="face-light bg-white text-slate-900 [color-scheme:light]">{children}</main>;
}
