import { NAV_ITEMS } from "#app/content/navigation";
import { isNavEntryActive } from "./shell-rules";

/** The main navigation's entries for a path, each marked when it is the page shown (see isNavEntryActive). */
export function navEntries(pathname: string) {
  return NAV_ITEMS.map((item) => ({ ...item, active: isNavEntryActive(item.href, pathname) }));
}
