import { BLOG_POSTS, blogIntro } from "#app/content/blog";
import { SiteLink } from "#app/lib/style-variant";
import { blogPostPath } from "#common/content/blog-post";
import { PageHero } from "../marketing-ui/page-hero";
import { BlogClosing } from "./blog-closing";
import { Byline } from "./byline";
import { PostCard, ReadMore } from "./post-card";

/** DEVELOPMENT INSIGHTS (docs/product/public-site.md § Insights): the newest post featured, the next six as cards. */
export function BlogPage() {
  const [featured, ...latest] = BLOG_POSTS;
  return (
    <main>
      <PageHero eyebrow={blogIntro.eyebrow} title={blogIntro.title} lead={blogIntro.lead} />

      {featured && (
        <section aria-labelledby="featured-title" className="container-page">
          <h2 id="featured-title" className="sr-only">
            Featured article
          </h2>
          <article className="grid overflow-hidden rounded-[2rem] border border-ink-700 bg-ink-900 lg:grid-cols-[1.1fr_1fr]">
            <div
              aria-hidden="true"
              className="relative min-h-56 bg-[radial-gradient(circle_at_30%_30%,rgb(34_228_255/0.55),transparent_55%),radial-gradient(circle_at_75%_70%,rgb(182_255_59/0.4),transparent_55%)] bg-ink-850"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 400 240"
                className="absolute inset-0 size-full"
                preserveAspectRatio="xMidYMid slice"
              >
                <path
                  d="M0 200 C 80 190, 120 120, 200 110 S 330 40, 400 30"
                  fill="none"
                  stroke="white"
                  strokeOpacity="0.8"
                  strokeWidth="3"
                />
                <path
                  d="M0 220 C 90 215, 150 170, 220 160 S 340 120, 400 110"
                  fill="none"
                  stroke="white"
                  strokeOpacity="0.35"
                  strokeWidth="2"
                />
                <circle cx="200" cy="110" r="6" fill="white" />
              </svg>
            </div>
            <div className="p-8 sm:p-12">
              <p className="flex flex-wrap items-center gap-3 text-sm">
                <span className="rounded-full bg-neon-lime px-3 py-1 font-semibold text-ink-950">Featured</span>
                <span className="font-semibold text-neon-cyan">{featured.category}</span>
              </p>
              <h3 className="mt-5 font-display text-2xl font-bold text-balance text-white sm:text-3xl">
                <SiteLink to={blogPostPath(featured.slug)} className="hover:text-neon-cyan">
                  {featured.title}
                </SiteLink>
              </h3>
              <p className="mt-4 text-ink-300">{featured.excerpt}</p>
              <div className="mt-6">
                <Byline post={featured} />
              </div>
              <div className="mt-4">
                <ReadMore post={featured} />
              </div>
            </div>
          </article>
        </section>
      )}

      <section aria-labelledby="latest-title" className="container-page py-16 sm:py-24">
        <h2 id="latest-title" className="font-display text-3xl font-bold text-white sm:text-4xl">
          Latest articles
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {latest.slice(0, 6).map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>

      <BlogClosing sourcePath="/blog" />
    </main>
  );
}
