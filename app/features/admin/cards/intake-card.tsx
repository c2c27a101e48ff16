import type { IntakeRecord } from "#common/admin/records";
import { budgetOnScale } from "#common/forms/budget-scale";
import { ConvertToClientLink, clientDraft } from "../clients/convert-lead";
import {
  attributionFacts,
  Badge,
  ChoiceBadge,
  EmailLink,
  StatusCard,
  type StatusCardProps,
  VisitorLink,
} from "./card-parts";
import { intakeServiceChoice } from "./labels";
// An intake is worked like a contact submission: the same lifecycle, the same buttons.
import { SUBMISSION_STATUS_ACTIONS } from "./submission-card";

/** A client intake: stored in client_intakes, shown in its own tab (docs/decisions/010-client-intake-storage.md). */
export function IntakeCard(props: StatusCardProps<IntakeRecord>) {
  const { item } = props;
  return (
    <StatusCard
      {...props}
      kind="intake"
      label={`Intake from ${item.contactName}`}
      title={item.companyName ? `${item.contactName} · ${item.companyName}` : item.contactName}
      badges={
        <>
          <Badge tone={item.status}>{item.status}</Badge>
          <ChoiceBadge choice={intakeServiceChoice(item.serviceType, item.priceList)} />
          {/* A project start whose detailed brief has not come in (docs/product/lead-capture.md § Project start). */}
          {!item.briefSentAt && <Badge tone="normal">Brief to come</Badge>}
        </>
      }
      summary={[
        item.email,
        intakeServiceChoice(item.serviceType, item.priceList)?.label ?? "Not sure yet",
        item.budget,
      ]}
      facts={[
        ["Email", <EmailLink key="email" email={item.email} />],
        ["Phone", item.phone],
        ["Website", item.website ? <VisitorLink key="url" url={item.website} /> : null],
        ["Industry", item.industry],
        ["Budget", budgetOnScale(item.budget)],
        ["Timeline", item.timeline],
        ["Prefers", item.communicationPreference],
        // Why its confirmation was withheld (docs/product/lead-capture.md § Automated submissions).
        ["Looked automated", item.automatedReason],
        ...attributionFacts(item),
      ]}
      texts={[
        ["Need", item.need],
        ["Goals", item.goals],
        ["Current challenges", item.currentChallenges],
        ["Target audience", item.targetAudience],
        ["Project description", item.projectDescription],
      ]}
      actions={SUBMISSION_STATUS_ACTIONS}
    >
      <ConvertToClientLink
        draft={clientDraft("intake", { ...item, name: item.contactName, company: item.companyName })}
      />
    </StatusCard>
  );
}
