import images from "virtual:portfolio-images";
import { ResponsiveImage } from "#app/components/responsive-image";
import { BrowserMockup } from "./browser-mockup";

/** The images of a project: `<id>-desktop` and `<id>-phone` in app/content/portfolio-images/. */
export function projectImages(projectId: string) {
  return { desktop: images[`${projectId}-desktop`], phone: images[`${projectId}-phone`] };
}

/**
 * A project as it looks: its home page in a browser window, and on a phone in front of it
 * (docs/product/public-site.md § Portfolio images).
 */
export function ProjectPreview({
  projectId,
  title,
  url,
  sizes,
  dark = true,
  eager = false,
}: {
  projectId: string;
  title: string;
  url: string;
  /** The browser window's width per layout; the phone is a quarter of it. */
  sizes: { desktop: string; phone: string };
  dark?: boolean;
  eager?: boolean;
}) {
  const { desktop, phone } = projectImages(projectId);
  if (!desktop) return null;
  return (
    <figure className="relative pr-[7%] pb-[9%]">
      <BrowserMockup url={url} dark={dark}>
        <ResponsiveImage
          image={desktop}
          alt={`${title}: the home page on a desktop screen`}
          sizes={sizes.desktop}
          eager={eager}
          className="block h-auto w-full"
        />
      </BrowserMockup>
      {phone && (
        <div
          className={`absolute right-0 bottom-0 w-[24%] overflow-hidden rounded-[14%/6.5%] border-[3px] shadow-2xl ${dark ? "border-ink-600 bg-ink-950 shadow-black/60" : "border-slate-800 bg-slate-900 shadow-slate-900/30"}`}
        >
          <ResponsiveImage
            image={phone}
            alt={`${title}: the same page on a phone`}
            sizes={sizes.phone}
            eager={eager}
            className="block h-auto w-full"
          />
        </div>
      )}
    </figure>
  );
}
