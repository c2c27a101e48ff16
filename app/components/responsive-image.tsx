import type { ResponsiveImage as Image } from "#common/images/responsive-image";

/**
 * One image of the build's pipeline (docs/product/public-site.md § Portfolio images): AVIF, then WebP, then a
 * JPEG, each in the widths `sizes` lets the browser choose from; width and height reserve its space (no
 * layout shift), it decodes off the main thread, and it loads lazily unless it is the first thing seen.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  eager = false,
  className,
}: {
  image: Image;
  alt: string;
  /** The width it is shown at, per layout ("(min-width: 1024px) 540px, 100vw"). */
  sizes: string;
  /** Above the fold: loaded at once, with priority. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
