import type { SubmissionRecord } from "#common/admin/records";
import { formatDollars } from "#common/catalog/money";
import { ConvertToClientLink, clientDraft } from "../clients/convert-lead";
import {
  attributionFacts,
  Badge,
  choiceFact,
  EmailLink,
  type StatusAction,
  StatusCard,
  type StatusCardProps,
  VisitorLink,
} from "./card-parts";
import { configurationSummary, contactPackageChoice } from "./labels";
import { PriorityControl } from "./priority-control";

/**
 * The card's buttons (docs/product/admin-console.md § Submission card), in order, then CLOSE: "closed" is the
 * last of the submission statuses (docs/product/admin-console.md § Values: new, contacted,
 * in-progress, completed, closed; any may follow any).
 */
export const SUBMISSION_STATUS_ACTIONS: readonly StatusAction[] = [
  { status: "contacted", label: "MARK CONTACTED" },
  { status: "in-progress", label: "IN PROGRESS", tone: "amber" },
  { status: "completed", label: "COMPLETE", tone: "lime" },
  { status: "closed", label: "CLOSE", tone: "ink" },
];

/** MARK CONTACTED, IN PROGRESS, COMPLETE, CLOSE, priority control (docs/product/admin-console.md § Submission card). */
export function SubmissionCard(props: StatusCardProps<SubmissionRecord>) {
  const { item } = props;
  // A chat lead may leave only an email: it names the card then.
  const name = item.name?.trim() || item.email;
  const configuration = configurationSummary(item);
  return (
    <StatusCard
      {...props}
      kind="submission"
      label={`Submission from ${name}`}
      title={name}
      badges={
        <>
          <Badge tone={item.priority}>{item.priority}</Badge>
          <Badge tone={item.status}>{item.status}</Badge>
          {item.isAuditRequest ? <Badge tone="audit">AUDIT REQUEST</Badge> : null}
          {/* Where the lead came from, when not the contact form (docs/product/admin-console.md § Submission card). */}
          {item.source === "chat" ? (
            <Badge tone="chat" title="Left through the chat assistant">
              CHAT
            </Badge>
          ) : null}
          {item.source === "audit" && !item.isAuditRequest ? <Badge tone="audit">AUDIT</Badge> : null}
        </>
      }
      summary={[
        item.email,
        contactPackageChoice(item.package, item.priceList)?.label,
        item.quotedTotal !== null ? `quoted ${formatDollars(item.quotedTotal)}` : null,
      ]}
      facts={[
        ["Email", <EmailLink key="email" email={item.email} />],
        ["Phone", item.phone],
        ["Business", item.business],
        ["Package", choiceFact(contactPackageChoice(item.package, item.priceList))],
        ["Website", item.websiteUrl ? <VisitorLink key="url" url={item.websiteUrl} /> : null],
        ["Configured in", configuration?.tool || null],
        ["Add-ons", configuration?.addOns || null],
        ["Quoted total", item.quotedTotal !== null ? formatDollars(item.quotedTotal) : null],
        // Why its confirmation was withheld (docs/product/lead-capture.md § Automated submissions).
        ["Looked automated", item.automatedReason],
        ...attributionFacts(item),
      ]}
      texts={[["Project details", item.details]]}
      actions={SUBMISSION_STATUS_ACTIONS}
    >
      <PriorityControl id={item.id} current={item.priority} />
      <ConvertToClientLink draft={clientDraft("submission", { ...item, company: item.business })} />
    </StatusCard>
  );
}
