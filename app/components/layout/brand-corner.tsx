import { SiteLink } from "#app/lib/style-variant";
import { BrandLogo } from "./brand-logo";
import { logoOpacity } from "./shell-rules";
import { useScrollDerived } from "./use-scroll-derived";

/**
 * The brand logo at the top-left. It fades out from 100 px of scroll over
 * about 200 px and comes back at the top (docs/product/public-site.md § Brand logo). Once invisible
 * it also leaves the tab order, so keyboard users never land on a ghost link.
 */
export function BrandCorner() {
  const opacity = useScrollDerived(logoOpacity);
  return (
    <div
      data-testid="brand-corner"
      className="fixed top-3.5 left-3 z-50 md:top-4.5 md:left-4"
      style={{ opacity, visibility: opacity === 0 ? "hidden" : "visible" }}
    >
      <SiteLink
        to="/home"
        aria-label="Meridian Studio home"
        // A frosted chip: while the logo fades it sits over the page's headings, and text on text is unreadable.
        className="flex items-center rounded-xl bg-ink-950/55 px-2 py-1.5 backdrop-blur-md light:bg-white/75 light:text-slate-900"
      >
        <BrandLogo />
      </SiteLink>
    </div>
  );
}
