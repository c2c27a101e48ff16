import { brand } from "#common/brand";
import { ArrowRight } from "../components/layout/arrow-right";
import { BrandLogo } from "../components/layout/brand-logo";
import { pageMeta } from "../lib/page-meta";
import { SiteLink } from "../lib/style-variant";

export const meta = () =>
  pageMeta({
    title: `${brand.name} — ${brand.taglines.category}`,
    description: `${brand.taglines.pitch} ${brand.taglines.craft} Custom websites and digital platforms for businesses and entrepreneurs.`,
  });

/** The landing hero with an Enter button; no header or footer (docs/product/public-site.md § Landing screen). */
export default function Landing() {
  return (
    <main className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div aria-hidden="true" className="landing-backdrop pointer-events-none absolute inset-0 -z-10" />
      <div className="container-page pt-6 sm:pt-8">
        <BrandLogo />
      </div>

      <section
        aria-labelledby="landing-title"
        className="container-page flex flex-1 flex-col justify-center py-16 sm:py-24"
      >
        <p className="mb-6 inline-flex w-fit items-center gap-2 rounded-full border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-1.5 font-display text-xs font-medium tracking-[0.25em] text-neon-cyan uppercase">
          <span className="size-1.5 rounded-full bg-neon-lime" />
          {brand.taglines.category}
        </p>
        <h1
          id="landing-title"
          className="max-w-5xl font-display text-[clamp(2.75rem,9vw,7.5rem)] leading-[0.95] font-bold tracking-tight text-balance"
        >
          Transforming <span className="text-gradient-neon">Digital</span> Presence
        </h1>
        <p className="mt-8 max-w-2xl text-lg text-ink-200 sm:text-2xl sm:leading-snug">{brand.taglines.pitch}</p>
        <p className="mt-3 max-w-2xl text-base text-ink-300 sm:text-lg">{brand.taglines.craft}</p>
        <div className="mt-12 flex flex-wrap items-center gap-6">
          {/* Keeps ?style=conservative. With the query the server renders the page (the prerendered "/" is
              only for the bare path), so the link already carries it before the scripts run. */}
          <SiteLink
            to="/home"
            className="group inline-flex items-center gap-3 rounded-full bg-neon-cyan px-8 py-4 font-display text-lg font-semibold text-ink-950 shadow-[0_0_40px_-8px] shadow-neon-cyan/70 transition hover:bg-neon-lime hover:shadow-neon-lime/70"
          >
            Enter
            <ArrowRight size={20} className="transition-transform group-hover:translate-x-1" />
          </SiteLink>
          <p className="text-sm text-ink-400">Custom websites · Digital platforms · Ongoing support</p>
        </div>
      </section>
    </main>
  );
}
