import type { ReservationRecord } from "#common/admin/records";
import { ConvertToClientLink, clientDraft } from "../clients/convert-lead";
import { formatDate } from "../format";
import { statusLabel } from "../lists";
import { notHeldReason } from "./booking-hold";
import {
  attributionFacts,
  Badge,
  ChoiceBadge,
  choiceFact,
  EmailLink,
  type StatusAction,
  StatusCard,
  type StatusCardProps,
} from "./card-parts";
import { launchUrgencyChoice, reservationBudgetChoice, reservationPackageChoice, slotChoice } from "./labels";

/**
 * The card's buttons (docs/product/admin-console.md § Reservation card), in order, then CANCEL: "cancelled" is
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

/** CONFIRM, START PROJECT, DELIVERED, and CANCEL (docs/product/admin-console.md § Reservation card). */
export function ReservationCard(props: StatusCardProps<ReservationRecord>) {
  const { item } = props;
  const name = item.name || item.email || "Reservation";
  const label = (status: string) => statusLabel("reservations", status);
  const slot = slotChoice(item.preferredSlot);
  return (
    <StatusCard
      {...props}
      kind="reservation"
      label={`Reservation from ${name}`}
      title={name}
      badges={
        <>
          <Badge tone={item.status}>{label(item.status)}</Badge>
          <ChoiceBadge choice={slot} />
        </>
      }
      summary={[
        item.email,
        reservationPackageChoice(item.package, item.priceList)?.label,
        reservationBudgetChoice(item.budget)?.label,
      ]}
      facts={[
        ["Preferred slot", choiceFact(slot)],
        ["Email", <EmailLink key="email" email={item.email} />],
        ["Phone", item.phone],
        ["Business", item.business],
        ["Package", choiceFact(reservationPackageChoice(item.package, item.priceList))],
        ["Budget", choiceFact(reservationBudgetChoice(item.budget))],
        ["Launch urgency", choiceFact(launchUrgencyChoice(item.timeline))],
        // No place until the visitor opens their link, or the agency confirms it (a booking that looked automated).
        ["Place", item.holdsPlace ? null : notHeldReason(item, new Date(), "Confirm it to give it a place.")],
        ["Email confirmed", item.emailConfirmedAt ? formatDate(item.emailConfirmedAt) : null],
        // Why its confirmation was withheld (docs/product/lead-capture.md § Automated submissions).
        ["Looked automated", item.automatedReason],
        ...attributionFacts(item),
      ]}
      texts={[["Project details", item.projectDetails]]}
      statusLabel={label}
      actions={RESERVATION_STATUS_ACTIONS}
    >
      <ConvertToClientLink draft={clientDraft("reservation", { ...item, company: item.business })} />
    </StatusCard>
  );
}
