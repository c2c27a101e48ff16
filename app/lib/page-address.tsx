import { type AnchorHTMLAttributes, createContext, forwardRef, type ReactNode, type Ref, useContext } from "react";

/**
 * The address of the page being drawn, and how its links are drawn, without naming the router: a page served
 * with the framework gives both from React Router (root.tsx), a tool page's island from the browser's address
 * (docs/decisions/044-tool-pages-as-islands.md), so the same components run in both and an island loads no
 * router.
 */
export interface PageAddress {
  pathname: string;
  /** The query, with its "?" when there is one, as `location.search`. */
  search: string;
}

const PageAddressContext = createContext<PageAddress | null>(null);

export function PageAddressProvider({ address, children }: { address: PageAddress; children: ReactNode }) {
  return <PageAddressContext.Provider value={address}>{children}</PageAddressContext.Provider>;
}

export function usePageAddress(): PageAddress {
  const address = useContext(PageAddressContext);
  if (address) return address;
  // Outside any page (a component drawn on its own): the browser's address, or the site's root.
  if (typeof window !== "undefined") return { pathname: window.location.pathname, search: window.location.search };
  return { pathname: "/", search: "" };
}

export type SiteAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** A plain link: the next page is a new document (an island's links, and the default). */
const PlainAnchor = forwardRef<HTMLAnchorElement, SiteAnchorProps>(function PlainAnchor({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

const AnchorContext = createContext<typeof PlainAnchor>(PlainAnchor);

/** Draws the page's links with `anchor` (the router's Link on a page the router drives). */
export function AnchorProvider({ anchor, children }: { anchor: typeof PlainAnchor; children: ReactNode }) {
  return <AnchorContext.Provider value={anchor}>{children}</AnchorContext.Provider>;
}

/** Inside an island: plain links, whatever drew the page around it. */
export function PlainAnchors({ children }: { children: ReactNode }) {
  return <AnchorContext.Provider value={PlainAnchor}>{children}</AnchorContext.Provider>;
}

export const usePageAnchor = () => useContext(AnchorContext);
