import { sql } from "drizzle-orm";
import type { ChatMessage } from "../../../common/chat/schema.ts";
import type { AppDeps } from "../../app.ts";
import { chatConversations, contactSubmissions } from "../../db/schema.ts";
import { createAssistant } from "./assistant/assistant.ts";
import { createTopicIndex, groundingFacts } from "./assistant/knowledge.ts";
import { createLanguageModel } from "./language-model.ts";

/** Chat: the built-in assistant always; a language model first where configured. */
export function createChatService(deps: AppDeps) {
  const respond = createAssistant();
  const searchTopic = createTopicIndex();
  const { CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL } = deps.config;
  const model =
    CHAT_LLM_BASE_URL && CHAT_LLM_MODEL
      ? createLanguageModel(
          { baseUrl: CHAT_LLM_BASE_URL, apiKey: CHAT_LLM_API_KEY, model: CHAT_LLM_MODEL },
          deps.logger,
        )
      : undefined;

  async function reply(messages: ChatMessage[], conversationId?: string): Promise<string> {
    const builtIn = respond(messages);
    let text = builtIn.text;
    // Lead capture and the fixed refusals stay with the rule-based assistant, so they are exact.
    const modelMayAnswer = !["lead-captured", "lead-offer", "lead-declined", "refuse", "discount"].includes(
      builtIn.intent,
    );
    if (model && modelMayAnswer) {
      const question = messages[messages.length - 1]?.content ?? "";
      const answer = await model(messages, groundingFacts(question, searchTopic));
      if (answer) text = answer;
    }
    const thread = [...messages, { role: "assistant" as const, content: text }];
    await deps.db.transaction(async (tx) => {
      if (builtIn.action.kind === "capture-lead") {
        const need = messages
          .filter((message) => message.role === "user")
          .map((message) => message.content)
          .join("\n");
        await tx.insert(contactSubmissions).values({
          email: builtIn.action.email,
          details: need.slice(0, 5000),
          source: "chat",
          context: { conversation: thread },
        });
      }
      if (conversationId) {
        await tx
          .insert(chatConversations)
          .values({ conversationKey: conversationId, messages: thread })
          .onConflictDoUpdate({
            target: chatConversations.conversationKey,
            set: { messages: thread, updatedAt: sql`now()` },
          });
      }
    });
    return text;
  }

  return { reply };
}
