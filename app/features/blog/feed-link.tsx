import { blogFeed } from "#app/content/blog";

/**
 * The blog's Atom feed, for a feed reader. A plain link: the feed is a file, not a page of either face. The page's
 * head also names it (`<link rel="alternate">`), so a reader finds it from the page's address.
 */
export function FeedLink() {
  return (
    <p className="mt-6 text-center text-sm text-ink-300">
      Prefer a feed reader?{" "}
      <a href={blogFeed.path} className="font-semibold text-neon-cyan underline-offset-4 hover:underline">
        Follow the blog by RSS/Atom
      </a>
    </p>
  );
}
