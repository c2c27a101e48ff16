import { Hono } from "hono";
import { type ChatResponse, chatRequestSchema } from "#common/chat/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { recordAttribution } from "#server/features/analytics/attribution.ts";
import { readJson } from "#server/http/read-json.ts";
import { rateLimitByAddress } from "#server/rate-limit/middleware.ts";
import { createChatService } from "./service.ts";

/** POST /api/chat {messages} → {response}, 20 a minute and 200 an hour (docs/product/chat-assistant.md § API). */
export function chatRoutes(deps: AppDeps) {
  const chat = createChatService(deps);
  return new Hono().post(
    "/",
    rateLimitByAddress(deps, "chat", [
      { windowMs: 60_000, max: 20 },
      { windowMs: 3_600_000, max: 200 },
    ]),
    async (c) => {
      const { messages, conversationId, face } = await readJson(c, chatRequestSchema);
      const response = await chat.reply(messages, conversationId, face, (leadId) =>
        recordAttribution(deps, c, "submission", leadId),
      );
      return c.json({ response } satisfies ChatResponse);
    },
  );
}
