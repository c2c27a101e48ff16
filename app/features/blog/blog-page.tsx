import { ARTICLES, type Article, blogCta, blogIntro, FEATURED_ARTICLE } from "#app/content/blog";
import { formatLongDate } from "#common/time/calendar-text";
import { CallToAction } from "../marketing-ui/call-to-action";
import { ArrowRight, CtaLink } from "../marketing-ui/cta-link";
import { PageHero } from "../marketing-ui/page-hero";
import { NewsletterForm } from "./newsletter-form";

function Byline({ article }: { article: Article }) {
  return (
    // Each "·" is kept with the item after it, so a wrapped line starts with
    // the separator instead of one dangling at the end of the line above.
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-300">
      <span className="text-ink-100">{article.author}</span>
      <span className="flex gap-x-3 whitespace-nowrap">
        <span aria-hidden="true">·</span> <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </span>
      <span className="flex gap-x-3 whitespace-nowrap">
        <span aria-hidden="true">·</span> {article.readTime}
      </span>
    </p>
  );
}

/** DEVELOPMENT INSIGHTS (docs/product/public-site.md § Insights). */
export function BlogPage() {
  return (
    <main>
      <PageHero eyebrow={blogIntro.eyebrow} title={blogIntro.title} lead={blogIntro.lead} />

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
              <span className="font-semibold text-neon-cyan">{FEATURED_ARTICLE.category}</span>
            </p>
            <h3 className="mt-5 font-display text-2xl font-bold text-balance text-white sm:text-3xl">
              {FEATURED_ARTICLE.title}
            </h3>
            <p className="mt-4 text-ink-300">{FEATURED_ARTICLE.excerpt}</p>
            <div className="mt-6">
              <Byline article={FEATURED_ARTICLE} />
            </div>
          </div>
        </article>
      </section>

      <section aria-labelledby="latest-title" className="container-page py-16 sm:py-24">
        <h2 id="latest-title" className="font-display text-3xl font-bold text-white sm:text-4xl">
          Latest articles
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {ARTICLES.map((article) => (
            <li key={article.id}>
              <article className="flex h-full flex-col rounded-card border border-ink-700 bg-ink-900/80 p-7">
                <p className="text-xs font-semibold tracking-[0.2em] text-neon-cyan uppercase">{article.category}</p>
                <h3 className="mt-4 font-display text-xl font-semibold text-white">{article.title}</h3>
                <p className="mt-3 flex-1 text-ink-300">{article.excerpt}</p>
                <div className="mt-6">
                  <Byline article={article} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page">
        <NewsletterForm />
      </div>

      <CallToAction id="blog-cta" title={blogCta.title} text={blogCta.text}>
        <CtaLink to="/book-consultation">
          Book a Consultation <ArrowRight />
        </CtaLink>
        <CtaLink to="/contact" kind="secondary">
          Contact Us
        </CtaLink>
      </CallToAction>
    </main>
  );
}
