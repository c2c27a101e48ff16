import { SiteLink } from "#app/lib/style-variant";
import { BrandLogo } from "./brand-logo";

/**
 * The brand logo at the top-left of the top bar. It fades out from 100 px of
 * scroll over about 200 px and comes back at the top (docs/product/public-site.md § Brand logo);
 * the bar passes its opacity in. Once invisible it also leaves the tab order,
 * so keyboard users never land on a ghost link.
 */
export function BrandCorner({ opacity }: { opacity: number }) {
  return (
    <div
      data-testid="brand-corner"
      className="pointer-events-auto"
      style={{ opacity, visibility: opacity === 0 ? "hidden" : "visible" }}
    >
      <SiteLink
        to="/home"
        aria-label="Meridian Studio home"
        className="flex items-center rounded-xl px-2 py-1.5 light:text-slate-900"
      >
        <BrandLogo />
      </SiteLink>
    </div>
  );
}
