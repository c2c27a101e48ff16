import { SiteLink } from "#app/lib/style-variant";

/** The page shown for any unknown path (docs/product/public-site.md § Unknown paths). */
export function NotFound() {
  return (
    <main className="container-page flex min-h-[70dvh] flex-col items-center justify-center py-24 text-center">
      <p
        aria-hidden="true"
        className="font-display text-[clamp(5rem,20vw,11rem)] leading-none font-bold text-gradient-neon"
      >
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-300">The page you're looking for doesn't exist or has been moved.</p>
      <SiteLink
        to="/home"
        className="mt-10 inline-flex items-center gap-2 rounded-full bg-neon-cyan px-7 py-3.5 font-display font-semibold text-ink-950 transition hover:bg-neon-lime"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none">
          <path
            d="M16 10H4m5 5-5-5 5-5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Back to Home
      </SiteLink>
    </main>
  );
}
