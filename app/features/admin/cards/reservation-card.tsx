import type { ReservationRecord } from "../../../../common/admin/records";
import { statusLabel } from "../lists";
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
} from "./card-parts";

/** Spec 001 §2 buttons of this card, in order. */
const STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "confirmed", label: "CONFIRM" },
  { status: "in-progress", label: "START PROJECT", tone: "amber" },
  { status: "completed", label: "DELIVERED", tone: "lime" },
];

/** Spec 001 §2 "Reservation card" with CONFIRM, START PROJECT, DELIVERED. */
export function ReservationCard({
  item,
  onStatus,
  busy,
}: {
  item: ReservationRecord;
  onStatus: (status: string) => void;
  busy: boolean;
}) {
  const name = item.name || item.email || "Reservation";
  const label = (status: string) => statusLabel("reservations", status);
  return (
    <CardShell label={`Reservation from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{name}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{label(item.status)}</Badge>
            <Badge tone="confirmed">{item.preferredSlot}</Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          ["Preferred slot", item.preferredSlot],
          ["Email", <EmailLink key="email" email={item.email} />],
          ["Phone", item.phone],
          ["Business", item.business],
          ["Package", item.package],
          ["Budget", item.budget],
          ["Launch urgency", item.timeline],
        ]}
      />
      <LongText label="Project details" text={item.projectDetails} />
      <StatusHistory history={item.history} label={label} />
      <StatusActions actions={STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}
