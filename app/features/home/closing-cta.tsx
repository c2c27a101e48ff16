import { HOME } from "#app/content/home";
import { CtaLink } from "../marketing-ui/cta-link";

/** The closing call to action: Start Your Project and Free Consultation (docs/product/public-site.md § Home). */
export function ClosingCta() {
  const { closing } = HOME;
  return (
    <section aria-labelledby="closing-cta" className="container-page py-12">
      <div className="relative overflow-hidden rounded-[2rem] border border-neon-cyan/25 bg-ink-900/80 px-6 py-16 text-center backdrop-blur-md sm:px-12 lg:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_0%,rgb(34_228_255/0.16),transparent_70%)]"
        />
        <h2
          id="closing-cta"
          className="relative mx-auto max-w-3xl font-display text-[clamp(2rem,4.6vw,3.5rem)] leading-tight font-bold tracking-tight text-balance"
        >
          {closing.title}
        </h2>
        <p className="relative mx-auto mt-5 max-w-2xl text-lg text-ink-300">{closing.body}</p>
        <div className="relative mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <CtaLink to={closing.primary.href} size="large">
            {closing.primary.label}
          </CtaLink>
          <CtaLink to={closing.secondary.href} kind="secondary" size="large">
            {closing.secondary.label}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}
