import type { MoodBoardRecord } from "../../../../common/admin/records";
import {
  ActionButton,
  Badge,
  CardActions,
  CardMeta,
  CardShell,
  CardTitle,
  EmailLink,
  Facts,
  LongText,
} from "./card-parts";

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <li
          key={`${item}-${index}`}
          className="rounded-md border border-ink-600 bg-ink-800 px-2 py-0.5 text-xs text-ink-100"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 001 §2 "Mood board card": status in capitals, a board-count badge;
 * VIEW BOARD and SHARE WITH CLIENT have no behaviour yet ("Coming soon").
 */
export function MoodBoardCard({ item }: { item: MoodBoardRecord }) {
  const boards = item.paletteCount;
  return (
    <CardShell label={`Mood board ${item.projectName}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{item.projectName}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{item.status.toUpperCase()}</Badge>
            <Badge tone="confirmed">
              {boards} {boards === 1 ? "palette" : "palettes"}
            </Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          ["Project type", item.projectType],
          ["Target audience", item.targetAudience],
          ["Client email", item.clientEmail ? <EmailLink key="email" email={item.clientEmail} /> : null],
          ["Brand personality", item.brandPersonality.length ? <Chips key="bp" items={item.brandPersonality} /> : null],
          ["Style preferences", item.stylePreferences.length ? <Chips key="sp" items={item.stylePreferences} /> : null],
        ]}
      />
      <LongText label="Business goals" text={item.businessGoals} />
      <CardActions>
        <span title="Coming soon">
          <ActionButton disabled title="Coming soon">
            VIEW BOARD
          </ActionButton>
        </span>
        <span title="Coming soon">
          <ActionButton tone="lime" disabled title="Coming soon">
            SHARE WITH CLIENT
          </ActionButton>
        </span>
      </CardActions>
    </CardShell>
  );
}
