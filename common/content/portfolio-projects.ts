/**
 * The portfolio's projects, in the order both portfolios show them and their case studies follow one another
 * (docs/product/public-site.md § Case studies): the two flagship projects, then the six client projects. Each id
 * names its record, app/content/projects/<id>.md (docs/product/content.md § Projects), its page,
 * `/portfolio/<id>`, and its pictures in app/content/portfolio-images/.
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
