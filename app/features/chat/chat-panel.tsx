import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LimitedTextarea } from "#app/components/form/limited-textarea";
import { apiRequest } from "#app/lib/api-request";
import { CHAT_FAILURE_MESSAGE, CHAT_MAX_MESSAGES, type ChatResponse } from "#common/chat/bounds";
import type { Face } from "#common/face";
import { appendMessage, chatState, subscribeChat } from "./chat-store";
import { MessageText, type PageLink } from "./message-text";

/** The reply in a response body: a non-blank string `response`, or an error. */
function replyText(body: unknown): string {
  const response = typeof body === "object" && body !== null ? (body as Partial<ChatResponse>).response : undefined;
  if (typeof response !== "string" || response.trim().length === 0) throw new Error("The reply has no text");
  return response;
}

/**
 * The open chat panel (docs/product/chat-assistant.md § Panel, § Sending): the conversation, a typing
 * indicator while a reply is pending (input and send disabled), Enter sends,
 * Shift+Enter makes a new line, blank input is ignored, Escape closes.
 */
export default function ChatPanel({
  open,
  onClose,
  face,
  Link,
}: {
  open: boolean;
  onClose: () => void;
  /** Melie answers in the face the visitor is reading (docs/product/chat-assistant.md § One price list per face). */
  face: Face;
  /** How a reply's page buttons link (./message-text.tsx). */
  Link?: PageLink;
}) {
  const { messages, conversationId } = useSyncExternalStore(subscribeChat, chatState, chatState);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives or the typing indicator shows
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length, pending, open]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  async function send() {
    const content = draft.trim();
    if (!content || pending) return;
    setDraft("");
    appendMessage({ role: "user", content });
    setPending(true);
    try {
      // The greeting is the widget's own; the server gets the conversation from the first visitor message on.
      // Failure notices are the widget's own too: never sent back as the assistant's words.
      const conversation = chatState()
        .messages.slice(1)
        .filter((message) => !message.transient)
        .map(({ role, content: text }) => ({ role, content: text }))
        .slice(-CHAT_MAX_MESSAGES);
      while (conversation[0]?.role === "assistant") conversation.shift();
      const body = await apiRequest<unknown>("/api/chat", "POST", { messages: conversation, conversationId, face });
      appendMessage({ role: "assistant", content: replyText(body) });
    } catch {
      // A failed call, a body that is not JSON, or JSON without a reply: the spec's notice, not stored.
      appendMessage({ role: "assistant", content: CHAT_FAILURE_MESSAGE }, { transient: true });
    } finally {
      setPending(false);
      requestAnimationFrame(() => input.current?.focus());
    }
  }

  if (!open) return null;
  const blank = draft.trim().length === 0;

  return (
    <section
      id="melie-chat-panel"
      aria-label="Chat with Melie"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-3 bottom-3 z-60 flex max-h-[min(500px,calc(100dvh-1.5rem))] flex-col overflow-hidden rounded-2xl border border-ink-600 bg-ink-900/95 shadow-2xl shadow-black/50 backdrop-blur-md sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[560px] md:right-auto md:bottom-5 md:left-22 sm:max-h-[calc(100dvh-8rem)] sm:w-[400px] light:border-slate-200 light:bg-white light:text-slate-900 print:hidden"
    >
      <header className="flex items-center gap-3 border-b border-ink-700 px-4 py-3 light:border-slate-200">
        <span
          aria-hidden="true"
          className="relative flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-neon-cyan to-neon-lime font-display font-bold text-ink-950"
        >
          M
          <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-ink-900 bg-emerald-400 light:border-white" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-base font-bold">Melie</h2>
          <p className="text-xs text-ink-300 light:text-slate-600">AI assistant • Online 24/7</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-lg p-2 text-ink-300 transition hover:bg-ink-800 hover:text-ink-100 light:text-slate-600 light:hover:bg-slate-100"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>

      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message, index) => (
          <div
            key={`${message.timestamp}-${index}`}
            className={`flex ${message.role === "user" ? "justify-end" : "justify-start"}`}
          >
            <p
              className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed ${
                message.role === "user"
                  ? "rounded-br-md bg-neon-cyan text-ink-950 light:bg-brand-600 light:text-white"
                  : "rounded-bl-md bg-ink-800 text-ink-100 light:bg-slate-100 light:text-slate-900"
              }`}
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Melie: "}</span>
              <MessageText text={message.content} face={face} Link={Link} linkPages={message.role === "assistant"} />
            </p>
          </div>
        ))}
        {pending ? (
          <div className="flex justify-start">
            <p
              className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-ink-800 px-4 py-3 light:bg-slate-100"
              data-testid="typing-indicator"
            >
              <span className="sr-only">Melie is typing…</span>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  aria-hidden="true"
                  className="size-2 animate-bounce rounded-full bg-ink-300 motion-reduce:animate-none light:bg-slate-400"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </p>
          </div>
        ) : null}
      </div>

      <form
        className="flex items-start gap-2 border-t border-ink-700 p-3 light:border-slate-200"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor="melie-input" className="sr-only">
          Message Melie
        </label>
        <LimitedTextarea
          id="melie-input"
          ref={input}
          wrapperClassName="min-w-0 flex-1"
          rows={1}
          value={draft}
          disabled={pending}
          maxLength={2000}
          placeholder="Ask about prices, timelines…"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          className="max-h-32 min-h-11 w-full resize-none rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none disabled:opacity-60 light:border-slate-300 light:bg-white light:text-slate-900 light:placeholder:text-slate-500"
        />
        <button
          type="submit"
          disabled={pending || blank}
          aria-label="Send message"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-neon-cyan text-ink-950 transition hover:bg-neon-lime disabled:cursor-not-allowed disabled:opacity-40 light:bg-brand-600 light:text-white"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
            <path
              d="M4 12h15m-6-6 6 6-6 6"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </form>
    </section>
  );
}
