import type { ChatRecord } from "../../../../common/admin/records";
import { brand } from "../../../../common/brand";
import { Badge, CardMeta, CardShell, CardTitle } from "./card-parts";

/** A stored conversation with the chat assistant, shown as text (never as HTML), newest conversations first. */
export function ChatCard({ item }: { item: ChatRecord }) {
  const visitorMessages = item.messages.filter((message) => message.role === "user");
  const opening = visitorMessages[0]?.content ?? "";
  return (
    <CardShell label={`Conversation ${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{opening.length > 80 ? `${opening.slice(0, 80)}…` : opening || "Conversation"}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="confirmed">
              {visitorMessages.length} {visitorMessages.length === 1 ? "question" : "questions"}
            </Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-neon-cyan">Show the conversation</summary>
        <ol className="mt-3 grid gap-2">
          {item.messages.map((message, index) => (
            <li
              key={index}
              className={`rounded-xl px-3 py-2 text-sm whitespace-pre-wrap ${
                message.role === "user" ? "bg-neon-cyan/10 text-ink-100" : "bg-ink-800 text-ink-200"
              }`}
            >
              <span className="font-semibold">{message.role === "user" ? "Visitor" : brand.assistantName}: </span>
              {message.content}
            </li>
          ))}
        </ol>
      </details>
    </CardShell>
  );
}
