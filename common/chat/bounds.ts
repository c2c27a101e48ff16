/**
 * The chat's bounds, reply shape and failure message, apart from the request's schema: the widget needs these
 * and none of zod, which it would otherwise download with the panel (a quarter of the panel's bytes).
 */

/** A conversation's bounds (docs/product/chat-assistant.md § Request bounds). */
export const CHAT_MAX_MESSAGES = 40;
export const CHAT_MAX_MESSAGE_LENGTH = 2000;

export interface ChatResponse {
  response: string;
}

/** The message the widget adds when a reply fails (docs/product/chat-assistant.md § Failure message). */
export const CHAT_FAILURE_MESSAGE =
  "I'm sorry, I'm having trouble responding right now. Please try again or contact our team directly through the contact form.";
