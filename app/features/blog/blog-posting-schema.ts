import { blogFeed } from "#app/content/blog";
import { absoluteUrl, SOCIAL_IMAGE, siteOrigin } from "#app/lib/site-url";
import { brand } from "#common/brand";
import { type BlogPost, blogPostPath } from "#common/content/blog-post";

/** A post's schema.org BlogPosting, its publisher the agency of the home page's structured data. */
export function blogPostingStructuredData(post: BlogPost) {
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      "@id": `${siteOrigin()}/#agency`,
      name: brand.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
    image: absoluteUrl(SOCIAL_IMAGE.path),
    articleSection: post.category,
    wordCount: post.words,
    inLanguage: "en-US",
    isPartOf: { "@type": "Blog", name: blogFeed.title, url: absoluteUrl("/blog") },
  };
}
