import { Hono } from "hono";
import { type ChatResponse, chatRequestSchema } from "../../../common/chat/schema.ts";
import type { AppDeps } from "../../app.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress } from "../../rate-limit/middleware.ts";
import { createChatService } from "./service.ts";

/** POST /api/chat {messages} → {response} (spec 000 §7). 20 a minute, 200 an hour per address. */
export function chatRoutes(deps: AppDeps) {
  const chat = createChatService(deps);
  return new Hono().post(
    "/",
    rateLimitByAddress(deps, "chat", [
      { windowMs: 60_000, max: 20 },
      { windowMs: 3_600_000, max: 200 },
    ]),
    async (c) => {
      const { messages, conversationId } = await readJson(c, chatRequestSchema);
      const response = await chat.reply(messages, conversationId);
      return c.json({ response } satisfies ChatResponse);
    },
  );
}
