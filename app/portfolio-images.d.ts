/** The portfolio's images, made by the build from app/content/portfolio-images/ (scripts/image-pipeline/). */
declare module "virtual:portfolio-images" {
  import type { ResponsiveImage } from "#common/images/responsive-image";

  const images: Record<string, ResponsiveImage>;
  export default images;
}
