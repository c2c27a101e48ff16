import type { ReservationRecord } from "../../../../common/admin/records";
import { statusLabel } from "../lists";
import {
  Badge,
  CardMeta,
  CardShell,
  CardTitle,
  choiceFact,
  EmailLink,
  Facts,
  LongText,
  type StatusAction,
  StatusActions,
  StatusHistory,
} from "./card-parts";
import { launchUrgencyChoice, reservationBudgetChoice, reservationPackageChoice, slotChoice } from "./labels";

/**
 * Spec 001 §2 buttons of this card, in order, then CANCEL: "cancelled" is
 * one of the reservation statuses (common/admin/statuses.ts) and frees the
 * slot's place. Re-opening a cancelled reservation in a full slot is refused
 * by the server (409), shown as the 'Update Failed' toast.
 */
export const RESERVATION_STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "confirmed", label: "CONFIRM" },
  { status: "in-progress", label: "START PROJECT", tone: "amber" },
  { status: "completed", label: "DELIVERED", tone: "lime" },
  { status: "cancelled", label: "CANCEL", tone: "rose" },
];

/** Spec 001 §2 "Reservation card" with CONFIRM, START PROJECT, DELIVERED, and CANCEL. */
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
  const slot = slotChoice(item.preferredSlot);
  return (
    <CardShell label={`Reservation from ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{name}</CardTitle>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone={item.status}>{label(item.status)}</Badge>
            <Badge tone="confirmed" title={slot?.id}>
              {slot?.label}
            </Badge>
          </div>
        </div>
        <CardMeta createdAt={item.createdAt} />
      </div>
      <Facts
        items={[
          ["Preferred slot", choiceFact(slot)],
          ["Email", <EmailLink key="email" email={item.email} />],
          ["Phone", item.phone],
          ["Business", item.business],
          ["Package", choiceFact(reservationPackageChoice(item.package))],
          ["Budget", choiceFact(reservationBudgetChoice(item.budget))],
          ["Launch urgency", choiceFact(launchUrgencyChoice(item.timeline))],
        ]}
      />
      <LongText label="Project details" text={item.projectDetails} />
      <StatusHistory history={item.history} label={label} />
      <StatusActions actions={RESERVATION_STATUS_ACTIONS} current={item.status} busy={busy} onStatus={onStatus} />
    </CardShell>
  );
}
