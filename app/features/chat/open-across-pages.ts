import { leaveNoteForNextPage, takeNoteFromLastPage } from "#app/lib/next-page-note";

/**
 * The chat stays open when the visitor follows a link (docs/product/chat-assistant.md § Panel). On a hydrated
 * page the panel simply stays mounted; a static page's link loads a whole new page, so the open panel leaves a
 * one-time note for the next page, which opens it: a page opened any other way (typed, reloaded later, a new
 * tab) starts with the chat closed, as ever. React-free.
 */
const NOTE = "melieOpenOnNextPage";

export const keepChatOpenOnNextPage = () => leaveNoteForNextPage(NOTE);

/** Whether the previous page asked for the chat to be open here; the note is used up either way. */
export const takeChatOpenFromLastPage = () => takeNoteFromLastPage(NOTE);
