import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FlaskConical, Send } from "lucide-react";
import { useId, useState } from "react";
import { errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { IssueSent } from "#common/admin/newsletter";
import { adminRequest } from "../admin-api";

const inputClass =
  "mt-2 w-full rounded-xl border border-ink-600 bg-ink-950 px-4 py-3 text-ink-100 placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none focus-visible:outline-2 focus-visible:outline-neon-cyan";

/**
 * Writing and sending an issue (docs/product/admin-console.md § Newsletter subscribers): a subject and a body
 * in Markdown; a test goes to the agency's inbox first; sending to the confirmed subscribers asks once more.
 */
export function IssueComposer({ confirmed }: { confirmed: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [armed, setArmed] = useState(false);
  const send = useMutation({
    mutationFn: (target: "test" | "all") =>
      adminRequest<IssueSent>(`/api/admin/newsletter/issues${target === "test" ? "/test" : ""}`, "POST", {
        subject,
        body,
      }),
    onSuccess: (sent, target) => {
      toast({ title: target === "test" ? "Test sent" : "Issue sent", description: sent.message, variant: "success" });
      setArmed(false);
      if (target === "all") {
        setSubject("");
        setBody("");
        void queryClient.invalidateQueries({ queryKey: ["admin", "newsletter"] });
      }
    },
    onError: (error) =>
      toast({ title: "Not sent", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
  const ready = subject.trim().length > 0 && body.trim().length > 0 && !send.isPending;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-white">
          Send an issue
        </h2>
        <p className="mt-1 text-sm text-ink-300">
          Written in Markdown (# headings, - lists, **bold**, [links](https://…)). Every mail carries its own
          unsubscribe link.
        </p>
      </div>
      <label className="block text-sm font-medium text-ink-200">
        Subject
        <input
          value={subject}
          maxLength={200}
          onChange={(event) => {
            setSubject(event.target.value);
            setArmed(false);
          }}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium text-ink-200">
        Text (Markdown)
        <textarea
          value={body}
          rows={10}
          maxLength={50000}
          onChange={(event) => {
            setBody(event.target.value);
            setArmed(false);
          }}
          className={`${inputClass} resize-y font-mono text-sm`}
        />
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button
          type="button"
          disabled={!ready}
          onClick={() => send.mutate("test")}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan disabled:cursor-not-allowed disabled:opacity-60"
        >
          <FlaskConical aria-hidden="true" className="size-4" /> Send a test to our inbox
        </button>
        <button
          type="button"
          disabled={!ready || confirmed === 0}
          onClick={() => (armed ? send.mutate("all") : setArmed(true))}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-neon-cyan px-4 text-sm font-bold text-ink-950 transition-colors hover:bg-neon-lime disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          {armed
            ? `Confirm: send to ${confirmed} confirmed subscriber${confirmed === 1 ? "" : "s"}`
            : `Send to ${confirmed} confirmed subscriber${confirmed === 1 ? "" : "s"}`}
        </button>
      </div>
    </section>
  );
}
