/**
 * The conversation with Melie, kept outside React so it survives navigation
 * between pages, and in sessionStorage so it survives a reload in the same tab.
 */
import type { ChatMessage } from "../../../common/chat/schema";

export interface StoredMessage extends ChatMessage {
  timestamp: number;
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

function initialState(): State {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) return JSON.parse(saved) as State;
  } catch {
    // storage unavailable
  }
  return { conversationId: randomId(), messages: [{ role: "assistant", content: GREETING, timestamp: Date.now() }] };
}

let state: State | undefined;
const listeners = new Set<() => void>();

export function chatState(): State {
  state ??= initialState();
  return state;
}

export function appendMessage(message: ChatMessage) {
  const current = chatState();
  state = { ...current, messages: [...current.messages, { ...message, timestamp: Date.now() }] };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
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
