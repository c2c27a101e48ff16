/**
 * The conversation Melie answers is the one the server kept: her own turns are the ones it stored, never
 * what the browser says she said (docs/product/chat-assistant.md § Storage and retention). A browser can
 * still send the whole thread (the widget does), but only its last message, the visitor's new one, is read
 * from it; a conversation the server has not stored yet is the visitor's own messages only.
 */
import { eq } from "drizzle-orm";
import { CHAT_MAX_MESSAGES, type ChatMessage } from "#common/chat/schema.ts";
import type { Database } from "#server/db/client.ts";
import { chatConversations } from "#server/db/schema.ts";

export interface TrustedThread {
  messages: ChatMessage[];
  /** When the server stored its last reply in this conversation (none for a new one). */
  lastReplyAt?: Date;
}

export async function trustedThread(
  db: Database,
  conversationId: string | undefined,
  sent: readonly ChatMessage[],
): Promise<TrustedThread> {
  const latest = sent[sent.length - 1];
  const visitorOnly = sent.filter((message) => message.role === "user");
  if (!conversationId || !latest) return { messages: visitorOnly };
  const [stored] = await db
    .select({ messages: chatConversations.messages, updatedAt: chatConversations.updatedAt })
    .from(chatConversations)
    .where(eq(chatConversations.conversationKey, conversationId))
    .limit(1);
  if (!stored) return { messages: visitorOnly };
  // The stored thread and the new message; the oldest turns go first past the request's bound.
  const messages = [...stored.messages, latest].slice(-CHAT_MAX_MESSAGES);
  while (messages[0]?.role === "assistant") messages.shift();
  return { messages, lastReplyAt: stored.updatedAt };
}
