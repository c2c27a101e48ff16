import { type FormEvent, useState } from "react";
import { TextAreaField } from "#app/components/form/labelled-fields";
import type { LeadKind } from "#common/admin/lead-links";
import { leadNoteSchema, NOTE_MAX_CHARACTERS } from "#common/admin/lead-page";
import { useAddNote } from "./lead-query";

/**
 * The notes box (docs/product/admin-console.md § Notes): up to 5,000 characters, checked with the
 * server's own schema before it is sent; the note joins the timeline signed with the admin's name.
 */
export function NotesBox({ kind, id }: { kind: LeadKind; id: number }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const add = useAddNote(kind, id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = leadNoteSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.text, { onSuccess: () => setText("") });
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <TextAreaField
        name="note"
        label="Add a note"
        value={text}
        maxLength={NOTE_MAX_CHARACTERS}
        error={error}
        rows={4}
        placeholder="What happened, what's next"
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="submit"
        disabled={add.isPending}
        className="justify-self-start rounded-xl border border-neon-cyan/50 px-5 py-2.5 font-display text-xs font-bold tracking-[0.12em] text-neon-cyan uppercase transition hover:bg-neon-cyan hover:text-ink-950 disabled:cursor-wait disabled:opacity-60"
      >
        {add.isPending ? "Saving..." : "Add note"}
      </button>
    </form>
  );
}
