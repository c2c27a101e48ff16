import type { IntakeRecord } from "../../../../common/admin/records";
import {
  Badge,
  CardMeta,
  CardShell,
  CardTitle,
  EmailLink,
  Facts,
  LongText,
  StatusActions,
  StatusHistory,
  VisitorLink,
} from "./card-parts";
import { intakeServiceChoice } from "./labels";
// An intake is worked like a contact submission: the same lifecycle, the same buttons.
import { SUBMISSION_STATUS_ACTIONS } from "./submission-card";

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
  const service = intakeServiceChoice(item.serviceType);
  return (
    <CardShell label={`Intake from ${item.contactName}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>
            {item.contactName} · {item.companyName}
          </CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{item.status}</Badge>
            <Badge tone="confirmed" title={service?.id}>
              {service?.label}
            </Badge>
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
      <StatusActions actions={SUBMISSION_STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}
