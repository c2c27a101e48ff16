import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type ReactNode,
  type Ref,
  useContext,
  useMemo,
} from "react";

/**
 * The address of the page being drawn, how to move within it, and how its links are drawn, without naming the
 * router: a page served with the framework gives them from React Router (router-page-address.tsx, in the root),
 * a tool page's island from the browser's history (island-address.ts,
 * docs/decisions/044-tool-pages-as-islands.md), so the same components run in both and an island loads no
 * router.
 */
export interface PageAddress {
  pathname: string;
  /** The query, with its "?" when there is one, as `location.search`. */
  search: string;
  /** What the entry was pushed with (`navigate(to, { state })`), or null. */
  state: unknown;
  /** A new value for each history entry shown. */
  key: string;
  /** How the entry shown was reached: POP for the first one and for Back or Forward. */
  navigationType: "POP" | "PUSH" | "REPLACE";
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Moves to `to` (a path with its query, or just "?query" for this page), or `delta` entries in the history. */
export type PageNavigate = (to: string | number, options?: NavigateOptions) => void;

export interface PageLocation {
  address: PageAddress;
  navigate: PageNavigate;
}

const PageLocationContext = createContext<PageLocation | null>(null);

export function PageLocationProvider({ location, children }: { location: PageLocation; children: ReactNode }) {
  return <PageLocationContext.Provider value={location}>{children}</PageLocationContext.Provider>;
}

/** A fixed address, for a component drawn on its own (a test, a page drawn once). */
export function PageAddressProvider({
  address,
  children,
}: {
  address: Pick<PageAddress, "pathname" | "search">;
  children: ReactNode;
}) {
  const location: PageLocation = {
    address: { ...address, state: null, key: "default", navigationType: "POP" },
    navigate: (to) => {
      if (typeof to === "string") window.location.assign(to);
    },
  };
  return <PageLocationProvider location={location}>{children}</PageLocationProvider>;
}

function usePageLocation(): PageLocation {
  const location = useContext(PageLocationContext);
  if (location) return location;
  throw new Error("usePageAddress is used outside a page: the root or an island gives the address");
}

export const usePageAddress = (): PageAddress => usePageLocation().address;

export const usePageNavigate = (): PageNavigate => usePageLocation().navigate;

/** The page's query, read once per address. */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageAddress();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/**
 * What the route's server side answered for this page: its loader's data, and its action's after a form was
 * posted without the page's script. The route gives them to its island (island.tsx), which writes them in the
 * page for the browser.
 */
export interface PageData {
  loaderData?: unknown;
  actionData?: unknown;
}

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

export const usePageData = () => useContext(PageDataContext);

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
