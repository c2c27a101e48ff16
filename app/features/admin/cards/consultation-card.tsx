import type { ConsultationRecord } from "../../../../common/admin/records";
import {
  Badge,
  CardMeta,
  CardShell,
  CardTitle,
  EmailLink,
  Facts,
  LongText,
  type StatusAction,
  StatusActions,
  StatusHistory,
  VisitorLink,
} from "./card-parts";
import { consultationTypeChoice } from "./labels";

/** Spec 001 §2 buttons of this card, in order. */
const STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "confirmed", label: "CONFIRM" },
  { status: "completed", label: "COMPLETE", tone: "lime" },
  { status: "cancelled", label: "CANCEL", tone: "rose" },
];

/** A booked call (DECISIONS.md: consultations get their own admin tab). */
export function ConsultationCard({
  item,
  onStatus,
  busy,
}: {
  item: ConsultationRecord;
  onStatus: (status: string) => void;
  busy: boolean;
}) {
  const preferredDay = item.preferredDate
    ? new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
        new Date(item.preferredDate),
      )
    : null;
  const type = consultationTypeChoice(item.consultationType);
  return (
    <CardShell label={`Consultation with ${item.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{item.name}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{item.status}</Badge>
            <Badge tone="confirmed" title={type?.id}>
              {type?.label}
            </Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          [
            "Preferred date",
            // Times are offered and stored in Eastern Time (the booking page says so beside each).
            [preferredDay, item.preferredTime ? `${item.preferredTime} ET` : null].filter(Boolean).join(", ") || null,
          ],
          ["Email", <EmailLink key="email" email={item.email} />],
          ["Phone", item.phone],
          ["Company", item.company],
          ["Current website", item.currentWebsite ? <VisitorLink key="url" url={item.currentWebsite} /> : null],
          ["Budget", item.budget],
          ["Timeline", item.timeline],
        ]}
      />
      <LongText label="Goals" text={item.goals} />
      <LongText label="Project details" text={item.projectDetails} />
      <StatusHistory history={item.history} />
      <StatusActions actions={STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}
