import { Link } from "react-router";
import type { MoodBoardRecord } from "#common/admin/records";
import { moodBoardConsolePath } from "#common/mood-board/share-with-client";
import { actionButtonClass } from "./action-button";
import { attributionFacts, Badge, CardActions, CardHeader, CardShell, EmailLink, Facts, LongText } from "./card-parts";
import { LeadCardFooter } from "./lead-card-footer";
import { ShareBoardAction } from "./share-board-action";

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
 * docs/product/admin-console.md § Mood board card: status in capitals, a board-count badge; VIEW BOARD
 * opens the board in the console (a draft too), SHARE WITH CLIENT mails its link.
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
      <CardActions>
        <Link to={moodBoardConsolePath(item.id)} className={`inline-flex items-center ${actionButtonClass("cyan")}`}>
          VIEW BOARD
        </Link>
        <ShareBoardAction id={item.id} clientEmail={item.clientEmail} />
      </CardActions>
      <LeadCardFooter kind="mood-board" id={item.id} />
    </CardShell>
  );
}
