import { brand } from "../../common/brand";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Adds `noindex` for admin and client pages. */
  noindex?: boolean;
}

/** Title and description tags of a page (search and sharing tags grow here). */
export function pageMeta({ title, description, noindex }: PageMetaInput) {
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
