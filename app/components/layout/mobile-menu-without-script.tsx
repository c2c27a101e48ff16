import { Menu, X } from "lucide-react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/lib/style-variant";
import { navEntries } from "./nav-entries";
import { START_PROJECT } from "./start-project";

const MENU_ID = "menu-without-script";

/**
 * The mobile menu of a browser that runs no script (docs/product/public-site.md § Mobile menu: open or
 * closed): inside <noscript>, so a browser with scripts never draws it. The menu button is a link to the
 * menu, which the address's fragment shows (CSS :target) and "Close menu" hides again; the scripted button
 * is hidden in that browser by its `noscript:` class.
 */
export function MobileMenuWithoutScript() {
  const { pathname } = useLocation();
  return (
    <noscript>
      <a
        href={`#${MENU_ID}`}
        aria-label="Open menu"
        className="grid size-11 place-items-center rounded-full border border-white/12 bg-ink-900/85 text-ink-100 light:border-slate-200 light:bg-white/90 light:text-slate-900"
      >
        <Menu aria-hidden="true" className="size-5" />
      </a>
      <nav
        id={MENU_ID}
        aria-label="Menu"
        className="fixed inset-0 z-70 hidden flex-col overflow-y-auto bg-ink-900 px-5 pt-4 pb-8 target:flex light:bg-white"
      >
        <a
          href="#top"
          aria-label="Close menu"
          className="grid size-11 place-items-center self-end rounded-full text-ink-200 light:text-slate-700"
        >
          <X aria-hidden="true" className="size-5" />
        </a>
        <ul className="mt-4 flex flex-col gap-1">
          {navEntries(pathname).map(({ href, label, active }) => (
            <li key={href}>
              <SiteLink
                to={href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-xl px-4 py-3 font-display text-lg font-medium ${
                  active ? "text-neon-cyan light:text-brand-700" : "text-ink-100 light:text-slate-800"
                }`}
              >
                {label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <SiteLink
          to={START_PROJECT.href}
          className="mt-8 flex items-center justify-center rounded-full bg-neon-cyan px-6 py-3.5 font-display font-semibold text-ink-950 light:bg-brand-700 light:text-white"
        >
          {START_PROJECT.label}
        </SiteLink>
      </nav>
    </noscript>
  );
}
