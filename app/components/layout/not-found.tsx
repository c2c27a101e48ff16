import { useId, useState } from "react";
import { FOOTER_COLUMNS, NAV_ITEMS } from "#app/content/navigation";
import { SiteLink } from "#app/lib/style-variant";
import { START_PROJECT } from "./start-project";

/** Every page a visitor can reach from the shell, once each: the rail's entries, then the footer's. */
const SITE_PAGES = [...NAV_ITEMS, ...FOOTER_COLUMNS.flatMap((column) => column.links)].filter(
  (page, index, pages) => pages.findIndex((other) => other.href === page.href) === index,
);

/** Where most lost visitors were going. */
const MAIN_DESTINATIONS = [
  { href: "/services", label: "Services & Pricing" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/tools", label: "Free Website Audit" },
  { href: "/contact", label: "Contact" },
  START_PROJECT,
];

/**
 * The page shown for any unknown path (docs/product/public-site.md § Unknown paths): the words the
 * specification gives it, Back to Home, the main destinations, and a field that narrows the list of the
 * site's pages as the visitor types (every page is listed without the script).
 */
export function NotFound() {
  const [query, setQuery] = useState("");
  const fieldId = useId();
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = SITE_PAGES.filter((page) =>
    words.every((word) => `${page.label} ${page.href}`.toLowerCase().includes(word)),
  );
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
        className="mt-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-neon-cyan px-7 py-3.5 font-display font-semibold text-ink-950 transition hover:bg-neon-lime"
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
      <nav aria-label="Where to go next" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {MAIN_DESTINATIONS.map((page) => (
            <li key={page.href}>
              <SiteLink
                to={page.href}
                className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-5 text-sm font-medium text-ink-100 transition hover:border-neon-cyan/60 hover:text-neon-cyan"
              >
                {page.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <search className="mt-12 w-full max-w-md text-left">
        <label htmlFor={fieldId} className="block font-display text-sm font-semibold text-ink-100">
          Find a page
        </label>
        <input
          id={fieldId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. pricing, audit, booking"
          aria-controls={`${fieldId}-pages`}
          className="mt-2 min-h-11 w-full rounded-xl border border-white/15 bg-ink-900/80 px-4 text-ink-100 placeholder:text-ink-500 focus:border-neon-cyan/70"
        />
        <ul id={`${fieldId}-pages`} aria-live="polite" className="mt-4 grid grid-cols-2 gap-1">
          {found.map((page) => (
            <li key={page.href}>
              <SiteLink
                to={page.href}
                className="flex min-h-11 items-center rounded-lg px-3 text-ink-300 transition hover:bg-white/6 hover:text-neon-cyan"
              >
                {page.label}
              </SiteLink>
            </li>
          ))}
          {found.length === 0 ? <li className="px-3 py-2 text-ink-400">No page matches “{query.trim()}”.</li> : null}
        </ul>
      </search>
    </main>
  );
}
