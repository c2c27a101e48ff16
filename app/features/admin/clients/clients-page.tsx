import { ChevronRight, Mail, Search, UserPlus, Users } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { secondaryButton } from "#app/components/form/console-buttons";
import type { AdminClientSummary } from "#common/client-area/admin-records";
import { clientSchema } from "#common/client-area/admin-schemas";
import { Badge } from "../cards/card-parts";
import { formatDate } from "../format";
import { type ClientDraft, draftFromState } from "./convert-lead";
import { CLIENT_FIELDS } from "./field-specs";
import { SchemaForm } from "./schema-form";
import { useAdminAction, useClients } from "./use-client-data";

function ClientRow({ client }: { client: AdminClientSummary }) {
  return (
    <li>
      <Link
        to={`/admin/clients/${client.id}`}
        className="group flex items-center gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-4 transition hover:border-neon-cyan/60 sm:p-5"
      >
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full border border-neon-cyan/40 bg-neon-cyan/10 font-display text-sm font-bold text-neon-cyan"
        >
          {client.firstName[0]}
          {client.lastName[0]}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-display text-lg font-bold wrap-anywhere text-ink-100 group-hover:text-neon-cyan">
              {client.firstName} {client.lastName}
            </span>
            {!client.isActive && <Badge tone="closed">Deactivated</Badge>}
            {client.unreadMessages > 0 && (
              <Badge tone="high">
                {client.unreadMessages} unread {client.unreadMessages === 1 ? "message" : "messages"}
              </Badge>
            )}
          </span>
          <span
            className="truncate text-sm text-ink-300"
            title={client.company ? `${client.email} · ${client.company}` : client.email}
          >
            {client.email}
            {client.company ? ` · ${client.company}` : ""}
          </span>
          <span className="text-xs text-ink-400">
            {client.projectCount} {client.projectCount === 1 ? "project" : "projects"} · since{" "}
            {formatDate(client.createdAt)}
            {client.hasPassword ? " · portal active" : ""}
          </span>
        </span>
        <ChevronRight aria-hidden="true" size={20} className="shrink-0 text-ink-400 group-hover:text-neon-cyan" />
      </Link>
    </li>
  );
}

/** The New Client form; from "Convert to client", filled in from the lead and naming it to the server. */
function NewClientForm({ draft }: { draft: ClientDraft | null }) {
  const action = useAdminAction<AdminClientSummary>();
  const navigate = useNavigate();
  return (
    <SchemaForm
      label="New client"
      fields={CLIENT_FIELDS}
      schema={clientSchema}
      initial={draft ?? undefined}
      submitLabel="Create Client"
      busyLabel="Creating..."
      onSubmit={async (payload) => {
        const client = await action.mutateAsync({
          method: "POST",
          url: "/api/admin/clients",
          body: draft ? { ...(payload as object), fromLead: draft.fromLead } : payload,
          success: ["Client Created", "Invite them from their page when you are ready."],
          failure: "Creation Failed",
        });
        navigate(`/admin/clients/${client.id}`);
      }}
    />
  );
}

/** /admin/clients: every client, a search, and the New Client form (docs/product/client-area.md § Clients). */
export function ClientsPage() {
  const draft = draftFromState(useLocation().state);
  // On a phone the form sits below the list: a conversion opens on it.
  const converting = draft !== null;
  useEffect(() => {
    if (converting) document.getElementById("new-client-title")?.scrollIntoView({ block: "start" });
  }, [converting]);
  const [q, setQ] = useState("");
  const [text, setText] = useState("");
  const clients = useClients(q);
  const searchId = useId();
  const items = clients.data ?? [];

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setQ(text.trim());
  }

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section aria-labelledby="client-list-title" className="grid gap-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2
            id="client-list-title"
            className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
          >
            <Users aria-hidden="true" size={20} className="text-neon-cyan" /> Clients
          </h2>
          {/* On a phone the form sits below the list; this jumps to it. */}
          <a href="#new-client-title" className={`${secondaryButton} lg:hidden`}>
            <UserPlus aria-hidden="true" size={16} /> New Client
          </a>
          <form role="search" onSubmit={onSearch} className="flex w-full gap-2 sm:w-auto">
            <label htmlFor={searchId} className="sr-only">
              Search clients
            </label>
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name, email or company"
              className="min-h-11 w-full min-w-0 rounded-xl border border-ink-600 bg-ink-900 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none sm:w-64"
            />
            <button type="submit" className={secondaryButton}>
              <Search aria-hidden="true" size={16} /> Search
            </button>
          </form>
        </div>
        {clients.isPending ? (
          <p role="status" className="text-ink-300">
            Loading clients...
          </p>
        ) : items.length === 0 ? (
          <div className="rounded-[var(--radius-card)] border border-dashed border-ink-700 p-8 text-center text-ink-300">
            {q ? `No clients match “${q}”.` : "No clients yet. Create the first one with the form."}
          </div>
        ) : (
          <ul className="grid gap-3" aria-label="Client list">
            {items.map((client) => (
              <ClientRow key={client.id} client={client} />
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="new-client-title"
        className="rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6 lg:sticky lg:top-6"
      >
        <h2
          id="new-client-title"
          className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100"
        >
          <UserPlus aria-hidden="true" size={20} className="text-neon-lime" /> New Client
        </h2>
        {draft ? (
          <p
            role="status"
            className="mt-2 rounded-lg border border-neon-lime/40 bg-neon-lime/5 p-3 text-sm text-ink-100"
          >
            From the {draft.fromLead.kind} of <strong className="wrap-anywhere">{draft.label}</strong>: check the
            details, then create. The lead's timeline will say so.
          </p>
        ) : null}
        <p className="mt-1 mb-5 text-sm text-ink-300">
          <Mail aria-hidden="true" size={14} className="mr-1 inline" />
          The client sets a password through the invitation link you send next.
        </p>
        {/* A new draft is a new form: its values start from that lead. */}
        <NewClientForm key={draft ? `${draft.fromLead.kind}-${draft.fromLead.id}` : "blank"} draft={draft} />
      </section>
    </div>
  );
}
