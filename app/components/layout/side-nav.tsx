import { Rocket } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "#app/lib/style-variant";
import { navEntries } from "./nav-entries";
import { RAIL_BY_POINTER, RAIL_LABEL_BY_POINTER } from "./shell-states";
import { START_PROJECT } from "./start-project";

/**
 * Desktop navigation (768 px and up): a slim icon rail that expands over the
 * page on hover or keyboard focus to show the labels (docs/product/public-site.md § Side navigation). It is
 * fixed, so expanding it never moves the page. Its entries centre between the logo (top) and the
 * launcher and scroll-to-top button at its foot, so a short window never stacks them.
 *
 * It opens for the pointer and for keyboard focus (`:focus-visible` inside), not for the focus a mouse click
 * leaves on a link, and it closes on navigation even while the pointer still rests on it: the page just
 * opened is never half under an open rail. Moving the pointer off and back opens it again.
 */
export function SideNav() {
  const { pathname } = useLocation();
  const [closedByNavigation, setClosedByNavigation] = useState(false);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setClosedByNavigation(true);
  }, [pathname]);
  const byPointer = closedByNavigation ? "" : RAIL_BY_POINTER;
  const labelByPointer = closedByNavigation ? "" : RAIL_LABEL_BY_POINTER;
  return (
    <div
      data-testid="side-rail"
      data-closed-by-navigation={closedByNavigation || undefined}
      onPointerLeave={() => setClosedByNavigation(false)}
      className={`group/rail fixed inset-y-0 left-0 z-40 hidden w-18 flex-col justify-center overflow-hidden pt-18 pb-36 border-r border-white/8 bg-ink-950/70 backdrop-blur-md transition-[width,background-color,box-shadow] duration-300 ease-out-expo has-[:focus-visible]:w-60 has-[:focus-visible]:bg-ink-900/95 md:flex light:border-slate-200 light:bg-white/80 light:has-[:focus-visible]:bg-white/95 ${byPointer}`}
    >
      <nav aria-label="Main">
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
                <span
                  data-rail-label=""
                  className={`font-display text-[0.95rem] font-medium opacity-0 transition-opacity duration-200 group-has-[:focus-visible]/rail:opacity-100 ${labelByPointer}`}
                >
                  {label}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The call to action every page keeps on desktop, under the pages (docs/product/public-site.md § Start your project). */}
      <div className="mx-3 mt-4 border-t border-white/8 pt-4 light:border-slate-200">
        <SiteLink
          to={START_PROJECT.href}
          className="flex h-12 items-center gap-4 rounded-xl bg-neon-cyan px-3 whitespace-nowrap text-ink-950 transition-colors hover:bg-neon-lime light:bg-brand-600 light:text-white light:hover:bg-brand-700"
        >
          <Rocket aria-hidden="true" className="size-5 shrink-0" strokeWidth={2} />
          <span
            data-rail-label=""
            className={`font-display text-[0.95rem] font-semibold opacity-0 transition-opacity duration-200 group-has-[:focus-visible]/rail:opacity-100 ${labelByPointer}`}
          >
            {START_PROJECT.label}
          </span>
        </SiteLink>
      </div>
    </div>
  );
}
