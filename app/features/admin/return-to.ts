/**
 * Back to the page asked for after signing in (docs/product/admin-console.md § Guard): the agency's
 * emails link to one lead's page, and a signed-out admin who follows the link lands on that lead
 * once signed in, not on the console's first page. Only a console address is followed, so a crafted
 * link cannot send the admin to another site after sign-in.
 */
export const RETURN_PARAM = "next";

const CONSOLE_PATH = /^\/admin(?:[/?#]|$)/;

/** The sign-in page's address from a console page: the page travels in ?next= (none for /admin itself). */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const here = `${location.pathname}${location.search}${location.hash ?? ""}`;
  if (here === "/admin" || !CONSOLE_PATH.test(here)) return "/admin/login";
  return `/admin/login?${new URLSearchParams({ [RETURN_PARAM]: here })}`;
}

/** Where to go after signing in: the ?next= console address, else /admin. */
export function returnPath(next: string | null): string {
  if (!next || !CONSOLE_PATH.test(next) || next.includes("\\") || /^\/admin\/login(?:[/?#]|$)/.test(next)) {
    return "/admin";
  }
  return next;
}
