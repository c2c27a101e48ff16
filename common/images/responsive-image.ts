/** An image in several widths and formats, as the build's image pipeline describes it (scripts/image-pipeline/). */
export interface ResponsiveImage {
  /** The source's size: the aspect ratio every variant keeps. */
  width: number;
  height: number;
  /** `srcset` of the AVIF files ("… 480w, … 960w"). */
  avif: string;
  /** `srcset` of the WebP files. */
  webp: string;
  /** A JPEG for a browser that takes neither. */
  fallback: string;
}
