/**
 * A message the client sends from the portal (docs/product/client-area.md § Signed-in actions:
 * message required; subject and project optional). The bounds are ours: the
 * subject fits its column, the message is a message, not a document.
 */
import { z } from "zod";
import { optionalText } from "../forms/booking-fields";

export const MESSAGE_MESSAGES = {
  message: "Message is required",
  messageTooLong: "Message must be at most 5,000 characters",
  subjectTooLong: "Subject must be at most 255 characters",
  project: "Please choose one of your projects",
} as const;

export const CLIENT_MESSAGE_MAX = 5000;

export const sendMessageSchema = z.object({
  subject: optionalText(255, MESSAGE_MESSAGES.subjectTooLong),
  message: z
    .string({ error: MESSAGE_MESSAGES.message })
    .trim()
    .min(1, { message: MESSAGE_MESSAGES.message })
    .max(CLIENT_MESSAGE_MAX, { message: MESSAGE_MESSAGES.messageTooLong }),
  projectId: z
    .number({ error: MESSAGE_MESSAGES.project })
    .int({ message: MESSAGE_MESSAGES.project })
    .positive({ message: MESSAGE_MESSAGES.project })
    .nullish()
    .transform((value) => value ?? undefined),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;
export type SendMessage = z.infer<typeof sendMessageSchema>;
