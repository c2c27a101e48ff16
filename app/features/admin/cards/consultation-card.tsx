import type { ConsultationRecord } from "#common/admin/records";
import { budgetOnScale } from "#common/forms/budget-scale";
import { formatMediumDate } from "#common/time/calendar-text";
import { ConvertToClientLink, clientDraft } from "../clients/convert-lead";
import { formatDate } from "../format";
import { notHeldReason } from "./booking-hold";
import {
  attributionFacts,
  Badge,
  ChoiceBadge,
  EmailLink,
  type StatusAction,
  StatusCard,
  type StatusCardProps,
  VisitorLink,
} from "./card-parts";
import { consultationTypeChoice } from "./labels";
import { RescheduleControl } from "./reschedule-control";

/** The card's buttons, in order (docs/product/admin-console.md § Consultation card). */
const STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "confirmed", label: "CONFIRM" },
  { status: "completed", label: "COMPLETE", tone: "lime" },
  { status: "cancelled", label: "CANCEL", tone: "rose" },
];

/** A booked call; consultations get their own admin tab (docs/decisions/009-admin-tabs.md). */
export function ConsultationCard(props: StatusCardProps<ConsultationRecord>) {
  const { item } = props;
  // The call's day is the stored value's UTC date: a start between 9 AM and 5 PM Eastern falls on the same date
  // in UTC, and a value stored as a bare date (midnight UTC) keeps its own.
  const callDate = item.preferredDate ? new Date(item.preferredDate).toISOString().slice(0, 10) : null;
  const preferredDay = callDate ? formatMediumDate(callDate) : null;
  return (
    <StatusCard
      {...props}
      kind="consultation"
      label={`Consultation with ${item.name}`}
      title={item.name}
      badges={
        <>
          <Badge tone={item.status}>{item.status}</Badge>
          <ChoiceBadge choice={consultationTypeChoice(item.consultationType)} />
        </>
      }
      summary={[item.email, consultationTypeChoice(item.consultationType)?.label, budgetOnScale(item.budget)]}
      facts={[
        [
          "Preferred date",
          // Times are offered and stored in Eastern Time (the booking page says so beside each).
          [preferredDay, item.preferredTime ? `${item.preferredTime} ET` : null].filter(Boolean).join(", ") || null,
        ],
        // No time until the visitor opens their link; the agency's confirming or rescheduling claims one.
        [
          "Time",
          item.slotKey === null ? notHeldReason(item, new Date(), "Confirm or reschedule it to give it a time.") : null,
        ],
        ["Email confirmed", item.emailConfirmedAt ? formatDate(item.emailConfirmedAt) : null],
        // Why its confirmation was withheld (docs/product/lead-capture.md § Automated submissions).
        ["Looked automated", item.automatedReason],
        ["Email", <EmailLink key="email" email={item.email} />],
        ["Phone", item.phone],
        ["Company", item.company],
        ["Current website", item.currentWebsite ? <VisitorLink key="url" url={item.currentWebsite} /> : null],
        ["Budget", budgetOnScale(item.budget)],
        ["Timeline", item.timeline],
        ...attributionFacts(item),
      ]}
      texts={[
        ["Goals", item.goals],
        ["Project details", item.projectDetails],
      ]}
      actions={STATUS_ACTIONS}
    >
      {item.status === "cancelled" || item.status === "completed" ? null : (
        <RescheduleControl id={item.id} current={{ date: callDate, time: item.preferredTime }} />
      )}
      <ConvertToClientLink draft={clientDraft("consultation", item)} />
    </StatusCard>
  );
}
