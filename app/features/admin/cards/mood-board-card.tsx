import type { MoodBoardRecord } from "#common/admin/records";
import { attributionFacts, Badge, CardHeader, CardShell, EmailLink, Facts, LongText } from "./card-parts";
import { LeadCardFooter } from "./lead-card-footer";

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
 * docs/product/admin-console.md § Mood board card: status in capitals, a board-count badge;
 * VIEW BOARD and SHARE WITH CLIENT are not shown until they do what they say: no control in the
 * console is a placeholder.
 */
export function MoodBoardCard({ item }: { item: MoodBoardRecord }) {
  const boards = item.paletteCount;
  return (
    <CardShell label={`Mood board ${item.projectName}`}>
      <CardHeader
        title={item.projectName}
        badges={
          <>
            <Badge tone={item.status}>{item.status.toUpperCase()}</Badge>
            <Badge tone="confirmed">
              {boards} {boards === 1 ? "palette" : "palettes"}
            </Badge>
          </>
        }
        createdAt={item.createdAt}
      />
      <Facts
        items={[
          ["Project type", item.projectType],
          ["Target audience", item.targetAudience],
          ["Client email", item.clientEmail ? <EmailLink key="email" email={item.clientEmail} /> : null],
          ["Brand personality", item.brandPersonality.length ? <Chips key="bp" items={item.brandPersonality} /> : null],
          ["Style preferences", item.stylePreferences.length ? <Chips key="sp" items={item.stylePreferences} /> : null],
          ...attributionFacts(item),
        ]}
      />
      <LongText label="Business goals" text={item.businessGoals} />
      <LeadCardFooter kind="mood-board" id={item.id} />
    </CardShell>
  );
}
