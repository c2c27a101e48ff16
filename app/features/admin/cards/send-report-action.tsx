import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LEAD_KIND_LABELS } from "#common/admin/lead-page";
import type { AuditRecord } from "#common/admin/records";
import type { AuditReportRecipient, AuditReportSent } from "#common/audit/report-link";
import { adminRequest } from "../admin-api";
import { useAdminChange } from "../use-admin-change";
import { EmailSendDialog } from "./email-send-dialog";

/**
 * SEND REPORT (docs/product/admin-console.md § Audit card): emails the audit's report to the address the
 * admin gives, filled in from the newest lead that gave the same website; the mail is queued, filed on
 * that lead's timeline, and the card then says where and when it went.
 */
export function SendReportAction({ item }: { item: AuditRecord }) {
  const [opened, setOpened] = useState(false);
  const recipient = useQuery({
    queryKey: [`/api/admin/audits/${item.id}/report-recipient`],
    queryFn: () => adminRequest<AuditReportRecipient>(`/api/admin/audits/${item.id}/report-recipient`),
    enabled: opened,
    staleTime: 60_000,
  });
  const send = useAdminChange({
    send: (email: string) =>
      adminRequest<AuditReportSent>(`/api/admin/audits/${item.id}/send-report`, "POST", { email }),
    listKey: "/api/admin/audits",
    success: { title: "Report Sent", description: "The report is on its way, with a link to read it in full." },
    failure: "Failed to send the report",
  });
  const lead = recipient.data?.lead ?? null;
  return (
    <EmailSendDialog
      trigger="SEND REPORT"
      title="Email this report"
      address={lead?.email ?? null}
      hint={
        lead
          ? `From ${lead.name ?? lead.email}'s ${LEAD_KIND_LABELS[lead.kind].toLowerCase()}, which gave the same website.`
          : recipient.isSuccess
            ? "No lead gave this website: type the address."
            : undefined
      }
      confirmLabel="Send Report"
      busyLabel="Sending..."
      onOpen={() => setOpened(true)}
      onSend={(email) => send.mutateAsync(email)}
    >
      <p>
        The five scores, the most important issues, the site and the date, a link to the whole report (no account
        needed) and a link to book a call.
      </p>
    </EmailSendDialog>
  );
}
