import { forwardRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { AnchorProvider, PageAddressProvider, type SiteAnchorProps } from "./page-address";

/** The router's Link, for the pages React Router drives: a click is a client-side navigation. */
const RouterAnchor = forwardRef<HTMLAnchorElement, SiteAnchorProps>(function RouterAnchor(props, ref) {
  return <Link ref={ref} {...props} />;
});

/** On a page the router drives, the page's address and links come from React Router (page-address.tsx). */
export function RouterPageAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <PageAddressProvider address={{ pathname, search }}>
      <AnchorProvider anchor={RouterAnchor}>{children}</AnchorProvider>
    </PageAddressProvider>
  );
}
