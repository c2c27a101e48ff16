import { z } from "zod";
import { FACES } from "../face";

import { CHAT_MAX_MESSAGE_LENGTH, CHAT_MAX_MESSAGES } from "./bounds";

export { CHAT_FAILURE_MESSAGE, CHAT_MAX_MESSAGE_LENGTH, CHAT_MAX_MESSAGES, type ChatResponse } from "./bounds";

/** A chat message as sent to POST /api/chat (docs/product/chat-assistant.md § Request bounds). */

export const chatMessageSchema = z.object({
  role: z.enum(["user", "assistant"], { message: "Each message needs a role: user or assistant" }),
  content: z
    .string({ message: "Each message needs text content" })
    .trim()
    .min(1, { message: "Messages cannot be empty" })
    .max(CHAT_MAX_MESSAGE_LENGTH, { message: `Messages are limited to ${CHAT_MAX_MESSAGE_LENGTH} characters` }),
});

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { message: "Send the conversation as a list of messages" })
    .min(1, { message: "Send at least one message" })
    .max(CHAT_MAX_MESSAGES, { message: `A conversation is limited to ${CHAT_MAX_MESSAGES} messages` })
    .refine((messages) => messages[messages.length - 1]?.role === "user", {
      message: "The last message must be the visitor's",
    }),
  /**
   * The face the visitor is reading: Melie quotes its price list, the default face's without it
   * (docs/product/chat-assistant.md § One price list per face).
   */
  face: z.enum(FACES, { message: "The face is default or conservative" }).optional(),
  /** Random key the widget keeps for the conversation, so it is stored as one row. */
  conversationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "Invalid conversation id" })
    .optional(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatRequest = z.infer<typeof chatRequestSchema>;
