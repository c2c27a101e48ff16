/**
 * "Convert to client" (docs/product/admin-console.md § Convert to client): a lead card's link opens
 * the new-client form on /admin/clients filled in from the lead, so nothing is typed twice. The
 * lead travels in the navigation's state, not in the address: a person's name, email and phone do
 * not belong in the browser history's URLs or a proxy's logs.
 */
import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import type { LeadKind } from "#common/admin/lead-links";

export interface ClientDraft {
  fromLead: { kind: LeadKind; id: number };
  /** What the card calls the lead, for the form's heading ("Ada Lovelace", "ada@example.com"). */
  label: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
}

/** "Zoë van der Berg" → first "Zoë", last "van der Berg"; one word is a first name. */
export function splitName(name: string | null | undefined): { firstName: string; lastName: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export function clientDraft(
  kind: LeadKind,
  lead: {
    id: number;
    name: string | null;
    email: string | null;
    phone: string | null;
    company: string | null;
  },
): ClientDraft {
  return {
    fromLead: { kind, id: lead.id },
    label: lead.name?.trim() || lead.email || `${kind} #${lead.id}`,
    ...splitName(lead.name),
    email: lead.email ?? "",
    phone: lead.phone ?? "",
    company: lead.company ?? "",
  };
}

/** The draft /admin/clients was opened with, if any. */
export function draftFromState(state: unknown): ClientDraft | null {
  const draft = (state as { convert?: ClientDraft } | null)?.convert;
  return draft && typeof draft === "object" && draft.fromLead ? draft : null;
}

export function ConvertToClientLink({ draft }: { draft: ClientDraft }) {
  return (
    <div className="mt-4 flex justify-end">
      <Link
        to="/admin/clients"
        state={{ convert: draft }}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-neon-lime/50 px-3.5 py-2 font-display text-xs font-bold tracking-[0.12em] text-neon-lime uppercase transition hover:bg-neon-lime hover:text-ink-950"
      >
        <UserPlus aria-hidden="true" size={16} /> Convert to client
      </Link>
    </div>
  );
}
