import "../../lib/zod-in-browser";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { PortalMessage } from "../../../common/client-portal/api";
import { CLIENT_MESSAGE_MAX, sendMessageSchema } from "../../../common/client-portal/message";
import { apiRequest, errorMessage } from "../../lib/api-request";
import { toast } from "../../lib/toast/toast-store";
import { controlClass, describedBy, Field } from "../lead-forms/field";
import { fieldErrorsOf, serverFieldErrors } from "../lead-forms/field-errors";
import { useUpdateOverview } from "./portal-query";

/** Send a message to the project team (issue 10 §3); it joins the conversation below at once. */
export function MessageComposer({ projectId }: { projectId?: number }) {
  const id = useId();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const updateOverview = useUpdateOverview();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendMessageSchema.safeParse({ subject, message, projectId });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const sent = await apiRequest<PortalMessage>("/api/portal/messages", "POST", parsed.data);
      updateOverview((overview) => ({ ...overview, messages: [...overview.messages, sent] }));
      setSubject("");
      setMessage("");
      toast({ title: "Message Sent", description: "Your project team will reply here.", variant: "success" });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({
        title: "Message Not Sent",
        description: errorMessage(error, "Your message could not be sent. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
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
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={CLIENT_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={controlClass("dark", errors.message)}
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
