/**
 * The portfolio's projects, in the order their case studies follow one another (docs/product/public-site.md
 * § Case studies): the two flagship projects, then the six sample client projects. Each id is the slug of its
 * page, `/portfolio/<id>`, and names its pictures in app/content/portfolio-images/.
 */
export const PORTFOLIO_PROJECT_IDS = [
  "meridian-studio",
  "keystone-buildworks",
  "harbor-dental",
  "northline-outfitters",
  "brightpath-learning",
  "ledgerly",
  "casa-verde",
  "atlas-logistics",
] as const;

export type PortfolioProjectId = (typeof PORTFOLIO_PROJECT_IDS)[number];

export const caseStudyPath = (id: PortfolioProjectId) => `/portfolio/${id}`;

export function isPortfolioProjectId(value: string | undefined): value is PortfolioProjectId {
  return (PORTFOLIO_PROJECT_IDS as readonly string[]).includes(value ?? "");
}
