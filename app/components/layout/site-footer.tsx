import { Mail } from "lucide-react";
import { FOOTER_COLUMNS } from "#app/content/navigation";
import { SiteLink } from "#app/lib/style-variant";
import { brand } from "#common/brand";
import { BrandLogo } from "./brand-logo";

// At least 24 px tall (WCAG 2.2 target size), with the list's 12 px between links.
const linkClass =
  "inline-flex min-h-6 items-center rounded text-ink-300 transition-colors hover:text-neon-cyan light:text-slate-600 light:hover:text-brand-700";

/** The shared footer (docs/product/public-site.md § Footer): four link columns, Email Us, copyright, legal links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="relative mt-24 border-t border-white/8 bg-ink-950/90 light:border-slate-200 light:bg-slate-50/95">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <BrandLogo className="light:text-slate-900" />
          <p className="mt-5 text-ink-300 light:text-slate-600">{brand.taglines.pitch}</p>
          <p className="mt-2 text-sm text-ink-400 light:text-slate-500">{brand.taglines.craft}</p>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-4 lg:gap-x-8">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="font-display text-sm font-semibold tracking-[0.18em] text-ink-100 uppercase light:text-slate-900">
                {column.title}
              </h2>
              <ul className="mt-5 space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink to={link.href} className={linkClass}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
                {column.title === "Connect" ? (
                  <li>
                    <a href={`mailto:${brand.email}`} className={`gap-2 ${linkClass}`}>
                      <Mail aria-hidden="true" className="size-4" />
                      Email Us
                    </a>
                  </li>
                ) : null}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/8 light:border-slate-200">
        {/* Room under the last row, so the page's end scrolls clear of a pricing page's total bar (phones and tablets). */}
        <div className="container-page flex flex-col gap-4 pt-6 pb-28 text-sm text-ink-400 sm:flex-row sm:items-center sm:justify-between lg:pb-6 light:text-slate-500">
          <p>
            © <span suppressHydrationWarning>{year}</span> {brand.name}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <SiteLink to="/privacy-policy" className={linkClass}>
                Privacy
              </SiteLink>
            </li>
            <li>
              <SiteLink to="/terms-of-service" className={linkClass}>
                Terms
              </SiteLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
