import { ExpandableText } from "#app/components/ui/expandable-text";
import type { ChatRecord } from "#common/admin/records";
import { brand } from "#common/brand";
import { Badge, CardHeader, CardShell } from "./card-parts";

/** A stored conversation with the chat assistant, shown as text (never as HTML), newest conversations first. */
export function ChatCard({ item }: { item: ChatRecord }) {
  const visitorMessages = item.messages.filter((message) => message.role === "user");
  const opening = visitorMessages[0]?.content ?? "";
  return (
    <CardShell label={`Conversation ${item.id}`}>
      <CardHeader
        title={opening.length > 80 ? `${opening.slice(0, 80)}…` : opening || "Conversation"}
        badges={
          <Badge tone="confirmed">
            {visitorMessages.length} {visitorMessages.length === 1 ? "question" : "questions"}
          </Badge>
        }
        createdAt={item.createdAt}
      />
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-neon-cyan">Show the conversation</summary>
        <ol className="mt-3 grid gap-2">
          {item.messages.map((message, index) => (
            <li
              key={index}
              className={`rounded-xl px-3 py-2 text-sm ${
                message.role === "user" ? "bg-neon-cyan/10 text-ink-100" : "bg-ink-800 text-ink-200"
              }`}
            >
              <ExpandableText
                text={message.content}
                lead={
                  <span className="font-semibold">{message.role === "user" ? "Visitor" : brand.assistantName}: </span>
                }
                className="whitespace-pre-wrap"
              />
            </li>
          ))}
        </ol>
      </details>
    </CardShell>
  );
}
