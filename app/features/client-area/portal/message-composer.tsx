import "#app/lib/zod-in-browser";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { LimitedTextarea } from "#app/components/form/limited-textarea";
import { useCheckedSend } from "#app/components/form/use-checked-send";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { PortalMessage } from "#common/client-area/api";
import { CLIENT_MESSAGE_MAX, sendMessageSchema } from "#common/client-area/message";
import { useUpdateOverview } from "../portal-query";

/** A message to the project team, shown in the thread at once (docs/product/client-area.md § Signed-in actions). */
export function MessageComposer({ projectId }: { projectId?: number }) {
  const id = useId();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const { errors, busy, send } = useCheckedSend();
  const updateOverview = useUpdateOverview();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await send(
      sendMessageSchema,
      { subject, message, projectId },
      async (data) => {
        const sent = await apiRequest<PortalMessage>("/api/portal/messages", "POST", data);
        updateOverview((overview) => ({ ...overview, messages: [...overview.messages, sent] }));
        setSubject("");
        setMessage("");
        toast({ title: "Message Sent", description: "Your project team will reply here.", variant: "success" });
      },
      (error) =>
        toast({
          title: "Message Not Sent",
          description: errorMessage(error, "Your message could not be sent. Please try again."),
          variant: "destructive",
        }),
    );
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="New message"
      className="mt-6 grid gap-4 rounded-2xl border border-ink-700 bg-ink-950/40 p-4 sm:p-5"
    >
      <Field id={`${id}-subject`} label="Subject" hint="Optional" error={errors.subject}>
        <input
          id={`${id}-subject`}
          name="subject"
          maxLength={255}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          className={controlClass("dark", errors.subject)}
          {...describedBy(`${id}-subject`, errors.subject, true)}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" required error={errors.message}>
        <LimitedTextarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={CLIENT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={controlClass("dark", errors.message)}
          tone="dark"
          {...describedBy(`${id}-message`, errors.message)}
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
        >
          <Send aria-hidden="true" className="size-4" />
          {busy ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
