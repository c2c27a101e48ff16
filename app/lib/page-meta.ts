import { brand } from "#common/brand";
import { absoluteUrl, SOCIAL_IMAGE } from "./site-url";

export interface PageMetaInput {
  title: string;
  description: string;
  /** Adds `noindex` for admin and client pages. */
  noindex?: boolean;
  /**
   * The page's path, for its canonical URL and og:url. Pages inside the shared
   * shell may leave it out: the shell adds both tags (components/layout/
   * canonical-tags.tsx). Pages outside the shell (the landing screen) pass it.
   */
  path?: string;
  /** An article's date, author and section: the page is an Open Graph `article` instead of a `website`. */
  article?: { publishedTime: string; author: string; section: string };
  /** A feed of the page's articles, named in the head for feed readers (`<link rel="alternate">`). */
  feed?: { title: string; path: string };
}

/**
 * Title, description, Open Graph and Twitter card tags of a page
 * (docs/product/public-site.md § Page tags). Every page passes its own title and description, so both are
 * unique; the social image is the one 1200x630 brand card.
 */
export function pageMeta({ title, description, noindex, path, article, feed }: PageMetaInput) {
  const fullTitle = title.includes(brand.name) ? title : `${title} | ${brand.name}`;
  const image = absoluteUrl(SOCIAL_IMAGE.path);
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: `${brand.name}: ${brand.taglines.pitch}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (article) {
    tags.push({ property: "article:published_time", content: article.publishedTime });
    tags.push({ property: "article:author", content: article.author });
    tags.push({ property: "article:section", content: article.section });
  }
  if (feed) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feed.title,
      href: absoluteUrl(feed.path),
    });
  }
  if (path !== undefined) {
    tags.push({ tagName: "link", rel: "canonical", href: absoluteUrl(path) });
    tags.push({ property: "og:url", content: absoluteUrl(path) });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
