/**
 * The conversation with Melie, kept outside React so it survives navigation
 * between pages, and in sessionStorage so it survives a reload in the same tab.
 * A stored conversation that does not read back as one (another version of
 * the site, a broken write) is dropped, never shown. A failure notice is
 * shown but neither stored nor sent back to the server.
 */
import type { ChatMessage } from "#common/chat/schema";

export interface StoredMessage extends ChatMessage {
  timestamp: number;
  /** Shown in this page's conversation only: not stored, not sent to the server. */
  transient?: boolean;
}

const STORAGE_KEY = "melieConversation";

export const GREETING =
  "Hi! I'm Melie, your AI assistant, here 24/7. I can help you with:\n• website design and development\n• service packages and pricing\n• getting started\n• technical questions\nWhat would you like to know?";

interface State {
  conversationId: string;
  messages: StoredMessage[];
}

function randomId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function isStoredMessage(value: unknown): value is StoredMessage {
  if (typeof value !== "object" || value === null) return false;
  const { role, content, timestamp } = value as Record<string, unknown>;
  return (
    (role === "user" || role === "assistant") &&
    typeof content === "string" &&
    content.trim().length > 0 &&
    typeof timestamp === "number"
  );
}

/** The stored conversation, when it reads back as one; undefined otherwise. */
export function parseStoredConversation(saved: string): State | undefined {
  try {
    const value = JSON.parse(saved) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const { conversationId, messages } = value as Record<string, unknown>;
    if (typeof conversationId !== "string" || !/^[A-Za-z0-9_-]{8,64}$/.test(conversationId)) return undefined;
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every(isStoredMessage)) return undefined;
    return {
      conversationId,
      messages: messages.map(({ role, content, timestamp }) => ({ role, content, timestamp })),
    };
  } catch {
    return undefined;
  }
}

function freshState(): State {
  return { conversationId: randomId(), messages: [{ role: "assistant", content: GREETING, timestamp: Date.now() }] };
}

function initialState(): State {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) {
      const parsed = parseStoredConversation(saved);
      if (parsed) return parsed;
      sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // storage unavailable
  }
  return freshState();
}

let state: State | undefined;
const listeners = new Set<() => void>();

export function chatState(): State {
  state ??= initialState();
  return state;
}

export function appendMessage(message: ChatMessage, options: { transient?: boolean } = {}) {
  const current = chatState();
  const added: StoredMessage = { ...message, timestamp: Date.now(), ...(options.transient ? { transient: true } : {}) };
  state = { ...current, messages: [...current.messages, added] };
  try {
    const kept = { ...state, messages: state.messages.filter((item) => !item.transient) };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or unavailable: the conversation still lives in memory
  }
  for (const listener of listeners) listener();
}

export function subscribeChat(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
