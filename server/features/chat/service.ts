import type { ChatMessage } from "#common/chat/schema.ts";
import type { Face } from "#common/face.ts";
import { chatConversations, contactSubmissions } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { queueEmails } from "#server/mail/outbox.ts";
import { automatedReason } from "../spam/automated-submission.ts";
import { createAssistant } from "./assistant/assistant.ts";
import { createTopicIndex, groundingFacts } from "./assistant/knowledge.ts";
import { ChatMetrics } from "./chat-metrics.ts";
import { chatLeadNotification } from "./emails.ts";
import { createModelAnswerGuard } from "./figure-guard.ts";
import { createLanguageModel } from "./language-model.ts";
import { trustedThread } from "./trusted-thread.ts";

/** Sent once at start, so the first visitor does not wait for the assistant's code to warm up. */
export const WARM_UP_MESSAGE = "Hi, how much is Growth Engine with a logo, and how long does it take?";

/**
 * Chat: the built-in assistant always; a language model first where
 * configured, its answer kept only when every figure and path in it is a
 * fact the built-in answer to the same message states, each amount beside the
 * offer the built-in answer gives it to (createModelAnswerGuard) — otherwise
 * the built-in answer is sent, the rejection logged and counted.
 */
export function createChatService(deps: AppDeps) {
  const respond = createAssistant();
  respond([{ role: "user", content: WARM_UP_MESSAGE }]);
  const searchTopic = createTopicIndex();
  const checkModelAnswer = createModelAnswerGuard();
  const metrics = deps.chatMetrics ?? new ChatMetrics();
  const { CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY, CHAT_LLM_MODEL } = deps.config;
  const model =
    CHAT_LLM_BASE_URL && CHAT_LLM_MODEL
      ? createLanguageModel(
          { baseUrl: CHAT_LLM_BASE_URL, apiKey: CHAT_LLM_API_KEY, model: CHAT_LLM_MODEL },
          deps.logger,
        )
      : undefined;

  async function reply(
    sent: ChatMessage[],
    conversationId?: string,
    face: Face = "default",
    /** Called with a lead the reply captured, once it is stored (where it came from is recorded then). */
    onLead?: (leadId: number) => Promise<void>,
  ): Promise<string> {
    // Melie's turns are the ones stored here, never the browser's copy (./trusted-thread.ts).
    const { messages, lastReplyAt } = await trustedThread(deps.db, conversationId, sent);
    const builtIn = respond(messages, face);
    let text = builtIn.text;
    // Lead capture and the fixed refusals stay with the rule-based assistant, so they are exact.
    const modelMayAnswer = !["lead-captured", "lead-offer", "lead-declined", "refuse", "discount"].includes(
      builtIn.intent,
    );
    let source: "built-in" | "model" | "model-failed" | "model-rejected" = "built-in";
    if (model && modelMayAnswer) {
      const question = messages[messages.length - 1]?.content ?? "";
      const facts = [
        ...groundingFacts(question, searchTopic),
        `A correct answer to the last message:\n${builtIn.text}`,
      ];
      const answer = await model(messages, facts);
      const verdict = answer ? checkModelAnswer(answer, builtIn.text) : undefined;
      if (answer && verdict?.ok) {
        text = answer;
        source = "model";
      } else if (answer && verdict) {
        deps.logger.warn("chat model answer stated figures or paths that are no facts; sent the built-in answer", {
          unknown: verdict.unknown.slice(0, 10),
          intent: builtIn.intent,
        });
        source = "model-rejected";
      } else {
        source = "model-failed";
      }
    }
    metrics.count(source);
    const thread = [...messages, { role: "assistant" as const, content: text }];
    let capturedLead: number | undefined;
    await deps.db.transaction(async (tx) => {
      if (builtIn.action.kind === "capture-lead") {
        const need = messages
          .filter((message) => message.role === "user")
          .map((message) => message.content)
          .join("\n");
        // The forms' rule: a "yes" sooner after Melie's offer than a person reads it, or a spam-marked address.
        const automated = await automatedReason(tx, {
          email: builtIn.action.email,
          formTime: lastReplyAt
            ? { elapsedMs: deps.now().getTime() - lastReplyAt.getTime() }
            : { unknownBecause: "no offer to pass the details on" },
          now: deps.now(),
        });
        const [lead] = await tx
          .insert(contactSubmissions)
          .values({
            email: builtIn.action.email,
            details: need.slice(0, 5000),
            source: "chat",
            context: { conversation: thread },
            automatedReason: automated,
          })
          .returning({ id: contactSubmissions.id });
        // The team hears of the lead in the same transaction (./emails.ts).
        capturedLead = lead?.id;
        if (lead) {
          await queueEmails(tx, [
            chatLeadNotification({ id: lead.id, email: builtIn.action.email, question: need }, deps.config),
          ]);
        }
      }
      if (conversationId) {
        await tx
          .insert(chatConversations)
          .values({ conversationKey: conversationId, messages: thread, updatedAt: deps.now() })
          .onConflictDoUpdate({
            target: chatConversations.conversationKey,
            // The app's clock, which the lead rule above measures against.
            set: { messages: thread, updatedAt: deps.now() },
          });
      }
    });
    if (capturedLead !== undefined) await onLead?.(capturedLead);
    return text;
  }

  return { reply };
}
