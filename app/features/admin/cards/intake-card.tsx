import type { IntakeRecord } from "../../../../common/admin/records";
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
  StatusHistory,
  VisitorLink,
} from "./card-parts";

/** A client intake (DECISIONS.md: stored in client_intakes, shown in its own tab). */
export function IntakeCard({
  item,
  onStatus,
  busy,
}: {
  item: IntakeRecord;
  onStatus: (status: string) => void;
  busy: boolean;
}) {
  return (
    <CardShell label={`Intake from ${item.contactName}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>
            {item.contactName} · {item.companyName}
          </CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{item.status}</Badge>
            <Badge tone="confirmed">{item.serviceType}</Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          ["Email", <EmailLink key="email" email={item.email} />],
          ["Phone", item.phone],
          ["Website", item.website ? <VisitorLink key="url" url={item.website} /> : null],
          ["Industry", item.industry],
          ["Budget", item.budget],
          ["Timeline", item.timeline],
          ["Prefers", item.communicationPreference],
        ]}
      />
      <LongText label="Goals" text={item.goals} />
      <LongText label="Current challenges" text={item.currentChallenges} />
      <LongText label="Target audience" text={item.targetAudience} />
      <LongText label="Project description" text={item.projectDescription} />
      <StatusHistory history={item.history} />
      <CardActions>
        <ActionButton onClick={() => onStatus("contacted")} disabled={busy} current={item.status === "contacted"}>
          MARK CONTACTED
        </ActionButton>
        <ActionButton
          tone="amber"
          onClick={() => onStatus("in-progress")}
          disabled={busy}
          current={item.status === "in-progress"}
        >
          IN PROGRESS
        </ActionButton>
        <ActionButton
          tone="lime"
          onClick={() => onStatus("completed")}
          disabled={busy}
          current={item.status === "completed"}
        >
          COMPLETE
        </ActionButton>
      </CardActions>
    </CardShell>
  );
}
