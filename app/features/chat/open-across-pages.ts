/**
 * The chat stays open when the visitor follows a link (docs/product/chat-assistant.md § Panel). On a hydrated
 * page the panel simply stays mounted; a static page's link loads a whole new page, so the open panel leaves a
 * one-time note for the next page, which opens it and forgets the note: a page opened any other way (typed,
 * reloaded later, a new tab) starts with the chat closed, as ever. React-free.
 */
const KEY = "melieOpenOnNextPage";

export function keepChatOpenOnNextPage(): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode, quota): the next page starts closed.
  }
}

/** Whether the previous page asked for the chat to be open here; the note is used up either way. */
export function takeChatOpenFromLastPage(): boolean {
  try {
    const asked = sessionStorage.getItem(KEY) === "1";
    sessionStorage.removeItem(KEY);
    return asked;
  } catch {
    return false;
  }
}
