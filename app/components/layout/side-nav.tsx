import { useLocation } from "react-router";
import { SiteLink } from "#app/lib/style-variant";
import { navEntries } from "./nav-entries";

/**
 * Desktop navigation (768 px and up): a slim icon rail that expands over the
 * page on hover or keyboard focus to show the labels (docs/product/public-site.md § Side navigation). It is
 * fixed, so expanding it never moves the page.
 */
export function SideNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="group/rail fixed inset-y-0 left-0 z-40 hidden w-18 flex-col justify-center overflow-hidden border-r border-white/8 bg-ink-950/70 backdrop-blur-md transition-[width,background-color,box-shadow] duration-300 ease-out-expo hover:w-60 hover:bg-ink-900/95 hover:shadow-[20px_0_60px_-20px_rgb(0_0_0/0.6)] focus-within:w-60 focus-within:bg-ink-900/95 md:flex light:border-slate-200 light:bg-white/80 light:hover:bg-white/95 light:focus-within:bg-white/95 light:hover:shadow-[20px_0_60px_-30px_rgb(15_23_42/0.25)]"
    >
      <ul className="flex flex-col gap-1.5 px-3">
        {navEntries(pathname).map(({ href, label, icon: Icon, active }) => (
          <li key={href}>
            <SiteLink
              to={href}
              aria-current={active ? "page" : undefined}
              className={`relative flex h-12 items-center gap-4 rounded-xl px-3 whitespace-nowrap transition-colors ${
                active
                  ? "bg-neon-cyan/12 text-neon-cyan light:bg-brand-50 light:text-brand-700"
                  : "text-ink-300 hover:bg-white/6 hover:text-ink-100 light:text-slate-600 light:hover:bg-slate-100 light:hover:text-slate-900"
              }`}
            >
              {active ? (
                <span
                  aria-hidden="true"
                  className="absolute top-2.5 -left-3 h-7 w-1 rounded-r-full bg-neon-cyan light:bg-brand-600"
                />
              ) : null}
              <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={active ? 2.25 : 1.75} />
              <span className="font-display text-[0.95rem] font-medium opacity-0 transition-opacity duration-200 group-hover/rail:opacity-100 group-focus-within/rail:opacity-100">
                {label}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
