/**
 * A one-time note from one page to the next in the same tab (session storage): left when the visitor follows a
 * link, read and forgotten by the page that loads, so a page opened any other way later never sees it.
 * Storage refused (private mode, quota) means no note: the next page behaves as on a fresh visit. React-free.
 */
export function leaveNoteForNextPage(key: string): void {
  try {
    sessionStorage.setItem(key, "1");
  } catch {
    // No note: the next page starts as usual.
  }
}

/** Whether the previous page left the note `key`; the note is used up either way. */
export function takeNoteFromLastPage(key: string): boolean {
  try {
    const left = sessionStorage.getItem(key) === "1";
    sessionStorage.removeItem(key);
    return left;
  } catch {
    return false;
  }
}
