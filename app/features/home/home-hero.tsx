import { HOME } from "#app/content/home";
import { CtaLink } from "../marketing-ui/cta-link";

/** Hero with Start Your Project and View Our Work (docs/product/public-site.md § Home). */
export function HomeHero() {
  const { hero } = HOME;
  return (
    <section
      aria-labelledby="home-title"
      className="container-page grid items-center gap-14 pt-10 pb-20 lg:grid-cols-[1.35fr_1fr] lg:pt-16 lg:pb-28"
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-neon-cyan/30 bg-neon-cyan/5 px-4 py-1.5 font-display text-xs font-medium tracking-[0.22em] text-neon-cyan uppercase">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-neon-lime" />
          {hero.eyebrow}
        </p>
        <h1
          id="home-title"
          className="mt-7 font-display text-[clamp(2.5rem,6.4vw,5.25rem)] leading-[1.02] font-bold tracking-tight text-balance"
        >
          {hero.titleLead} <span className="text-gradient-neon">{hero.titleAccent}</span>
        </h1>
        <p className="mt-7 max-w-2xl text-xl text-ink-100 sm:text-2xl sm:leading-snug">{hero.lead}</p>
        <p className="mt-4 max-w-2xl text-base text-ink-300 sm:text-lg">{hero.body}</p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <CtaLink to={hero.primary.href} size="large">
            {hero.primary.label}
          </CtaLink>
          <CtaLink to={hero.secondary.href} kind="secondary" size="large">
            {hero.secondary.label}
          </CtaLink>
        </div>
      </div>

      <aside
        aria-label="Results from recent projects"
        className="relative rounded-card border border-white/10 bg-ink-900/70 p-6 shadow-[0_40px_120px_-40px] shadow-neon-cyan/25 backdrop-blur-md sm:p-8"
      >
        <div aria-hidden="true" className="flex items-center gap-2">
          <span className="size-2.5 rounded-full bg-neon-magenta/80" />
          <span className="size-2.5 rounded-full bg-neon-lime/80" />
          <span className="size-2.5 rounded-full bg-neon-cyan/80" />
          <span className="ml-3 h-2 flex-1 rounded-full bg-white/6" />
        </div>
        <p className="mt-6 font-display text-sm tracking-[0.2em] text-ink-300 uppercase">Recent results</p>
        <ul className="mt-5 space-y-5">
          {hero.results.map((result) => (
            <li
              key={result.label}
              className="flex items-baseline gap-5 border-t border-white/8 pt-5 first:border-t-0 first:pt-0"
            >
              <span className="w-28 shrink-0 font-display text-4xl font-bold text-gradient-neon">{result.value}</span>
              <span>
                <span className="block font-display font-semibold text-ink-100">{result.label}</span>
                <span className="block text-sm text-ink-300">{result.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
