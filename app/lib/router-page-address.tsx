import { forwardRef, type ReactNode, useMemo } from "react";
import { Link, useLocation, useNavigate, useNavigationType } from "react-router";
import { AnchorProvider, type PageLocation, PageLocationProvider, type SiteAnchorProps } from "./page-address";

/** The router's Link, for the pages React Router drives: a click is a client-side navigation. */
const RouterAnchor = forwardRef<HTMLAnchorElement, SiteAnchorProps>(function RouterAnchor(props, ref) {
  return <Link ref={ref} {...props} />;
});

/** On a page the router drives, the page's address, its moves and its links come from React Router (page-address.tsx). */
export function RouterPageAddress({ children }: { children: ReactNode }) {
  const { pathname, search, state, key } = useLocation();
  const navigationType = useNavigationType();
  const routerNavigate = useNavigate();
  const location = useMemo<PageLocation>(
    () => ({
      address: { pathname, search, state, key, navigationType },
      navigate: (to, options) => {
        if (typeof to === "number") return void routerNavigate(to);
        // A step within this page keeps its scroll (the page scrolls itself where it should); another page starts at its top.
        const preventScrollReset = new URL(to, window.location.href).pathname === window.location.pathname;
        void routerNavigate(to, { replace: options?.replace, state: options?.state, preventScrollReset });
      },
    }),
    [pathname, search, state, key, navigationType, routerNavigate],
  );
  return (
    <PageLocationProvider location={location}>
      <AnchorProvider anchor={RouterAnchor}>{children}</AnchorProvider>
    </PageLocationProvider>
  );
}
