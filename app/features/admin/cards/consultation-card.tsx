import type { ConsultationRecord } from "../../../../common/admin/records";
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
  return (
    <CardShell label={`Consultation with ${item.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{item.name}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{item.status}</Badge>
            <Badge tone="confirmed">{item.consultationType}</Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          [
            "Preferred date",
            preferredDay ? `${preferredDay}${item.preferredTime ? `, ${item.preferredTime}` : ""}` : item.preferredTime,
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
      <CardActions>
        <ActionButton onClick={() => onStatus("confirmed")} disabled={busy} current={item.status === "confirmed"}>
          CONFIRM
        </ActionButton>
        <ActionButton
          tone="lime"
          onClick={() => onStatus("completed")}
          disabled={busy}
          current={item.status === "completed"}
        >
          COMPLETE
        </ActionButton>
        <ActionButton
          tone="rose"
          onClick={() => onStatus("cancelled")}
          disabled={busy}
          current={item.status === "cancelled"}
        >
          CANCEL
        </ActionButton>
      </CardActions>
    </CardShell>
  );
}
