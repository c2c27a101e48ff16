import { describe, expect, it } from "vitest";
import { parseStoredConversation } from "./chat-store";

const message = { role: "assistant", content: "Hi", timestamp: 1 };

describe("a stored conversation", () => {
  it("reads back when every message has a role, text and time", () => {
    const saved = JSON.stringify({ conversationId: "abcdef123456", messages: [message] });
    expect(parseStoredConversation(saved)).toEqual({ conversationId: "abcdef123456", messages: [message] });
  });

  it.each([
    ["not JSON", "{not json"],
    [
      "a message without text",
      JSON.stringify({ conversationId: "abcdef123456", messages: [{ role: "assistant", timestamp: 1 }] }),
    ],
    [
      "a message whose text is no string",
      JSON.stringify({ conversationId: "abcdef123456", messages: [{ ...message, content: { a: 1 } }] }),
    ],
    ["no messages", JSON.stringify({ conversationId: "abcdef123456", messages: [] })],
    ["a bad conversation id", JSON.stringify({ conversationId: "x", messages: [message] })],
    ["null", "null"],
  ])("is dropped when it holds %s", (_, saved) => {
    expect(parseStoredConversation(saved)).toBeUndefined();
  });
});
