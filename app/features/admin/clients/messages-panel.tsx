import { CheckCheck, MessageSquare } from "lucide-react";
import { ExpandableText } from "#app/components/ui/expandable-text";
import type { AdminClientDetail } from "#common/client-area/admin-records";
import { adminMessageSchema } from "#common/client-area/admin-schemas";
import { Badge } from "../cards/card-parts";
import { formatDate } from "../format";
import { SchemaForm } from "./schema-form";
import { useAdminAction } from "./use-client-data";

/**
 * The conversation with the client (docs/product/client-area.md § Documents and messages): their unread messages
 * first, then newest first, each unread one with Mark Read; a reply box.
 */
export function MessagesPanel({ detail }: { detail: AdminClientDetail }) {
  const action = useAdminAction();
  const clientId = detail.client.id;
  const projectName = (id: number | null) => detail.projects.find((project) => project.id === id)?.name;

  return (
    <section
      aria-labelledby="messages-title"
      className="grid gap-4 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 sm:p-6"
    >
      <h2 id="messages-title" className="inline-flex items-center gap-2 font-display text-xl font-bold text-ink-100">
        <MessageSquare aria-hidden="true" size={20} className="text-neon-cyan" /> Messages
        {detail.client.unreadMessages > 0 && <Badge tone="high">{detail.client.unreadMessages} unread</Badge>}
      </h2>
      <SchemaForm
        label="Reply to the client"
        fields={[
          { name: "subject", label: "Subject", kind: "text", wide: true },
          { name: "message", label: "Message", kind: "textarea", required: true, rows: 4 },
          {
            name: "projectId",
            label: "About project",
            kind: "select",
            asNumber: true,
            wide: true,
            options: [
              ["", "General"],
              ...detail.projects.map((project) => [String(project.id), project.name] as const),
            ],
          },
        ]}
        schema={adminMessageSchema}
        submitLabel="Send Message"
        busyLabel="Sending..."
        onSubmit={(payload) =>
          action.mutateAsync({
            method: "POST",
            url: `/api/admin/clients/${clientId}/messages`,
            body: payload,
            success: ["Message Sent", `${detail.client.firstName} sees it in their portal.`],
            failure: "Sending Failed",
          })
        }
      />
      {detail.messages.length === 0 ? (
        <p className="text-sm text-ink-400">No messages yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Message thread">
          {detail.messages.map((message) => {
            const unread = message.fromClient && !message.isRead;
            return (
              <li
                key={message.id}
                className={`rounded-xl border p-4 ${
                  message.fromClient
                    ? unread
                      ? "border-neon-magenta/50 bg-neon-magenta/5"
                      : "border-ink-700 bg-ink-950/50"
                    : "ml-4 border-neon-cyan/25 bg-neon-cyan/5 sm:ml-10"
                }`}
              >
                <div className="flex flex-wrap items-center gap-2 text-xs wrap-anywhere text-ink-400">
                  <span className="min-w-0 font-semibold text-ink-200">
                    {message.fromClient ? `${detail.client.firstName} ${detail.client.lastName}` : "You (agency)"}
                  </span>
                  <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
                  {unread && <Badge tone="high">Unread</Badge>}
                  {!message.fromClient && <span>{message.isRead ? "Read by client" : "Not read yet"}</span>}
                  {projectName(message.projectId) && (
                    <span className="min-w-0">· {projectName(message.projectId)}</span>
                  )}
                </div>
                {message.subject && <p className="mt-2 font-semibold wrap-anywhere text-ink-100">{message.subject}</p>}
                <div className="mt-1">
                  <ExpandableText text={message.message} className="text-sm whitespace-pre-wrap text-ink-200" />
                </div>
                {unread && (
                  <button
                    type="button"
                    onClick={() =>
                      action.mutate({
                        method: "PATCH",
                        url: `/api/admin/clients/${clientId}/messages/${message.id}/read`,
                        success: ["Marked as Read"],
                      })
                    }
                    className="mt-3 inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-ink-600 px-3 text-xs font-semibold text-ink-200 transition hover:border-neon-lime hover:text-neon-lime"
                  >
                    <CheckCheck aria-hidden="true" size={14} /> Mark Read
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
