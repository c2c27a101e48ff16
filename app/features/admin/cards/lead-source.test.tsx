/**
 * A submission card says where the lead came from (docs/product/admin-console.md § Submission card):
 * a chat lead is named by its email when it left no name and carries a CHAT badge; every lead card
 * offers "Convert to client" (§ Convert to client), and the draft it carries splits the name.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "#common/admin/records";
import { clientDraft, splitName } from "../clients/convert-lead";
import { SubmissionCard } from "./submission-card";

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
}
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const lead = {
  id: 12,
  name: null,
  email: "zoe@example.com",
  phone: null,
  business: null,
  package: null,
  websiteUrl: null,
  details: "I'd like a quote for an online shop",
  priority: "normal",
  status: "new",
  isAuditRequest: false,
  source: "chat",
  addOns: null,
  quotedTotal: null,
  configuration: null,
  priceList: null,
  createdAt: "2026-06-01T12:00:00.000Z",
  history: [],
  automatedReason: null,
  spamAt: null,
} as SubmissionRecord;

describe("where a submission came from", () => {
  it("names a chat lead without a name by its email, with a CHAT badge", () => {
    const text = textOf(render(<SubmissionCard item={lead} busy={false} onStatus={() => {}} />));
    expect(text).toContain("zoe@example.com");
    expect(text).toMatch(/ CHAT /);
    expect(text).not.toMatch(/ AUDIT /);
  });

  it("names a chat lead by its name when it gave one, and marks a lead from the audit page AUDIT", () => {
    const named = textOf(render(<SubmissionCard item={{ ...lead, name: "Zoë" }} busy={false} onStatus={() => {}} />));
    expect(named).toContain("Zoë");
    const audit = textOf(
      render(<SubmissionCard item={{ ...lead, source: "audit" }} busy={false} onStatus={() => {}} />),
    );
    expect(audit).toMatch(/ AUDIT /);
    expect(audit).not.toMatch(/ CHAT /);
  });

  it("says where the visit began: source and medium, campaign, entry page and the page it was sent from", () => {
    const attributed = {
      ...lead,
      entryPage: "/home",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      sentFrom: "/contact",
    };
    const text = textOf(render(<SubmissionCard item={attributed} busy={false} onStatus={() => {}} />));
    expect(text).toContain("Came from newsletter (email)");
    expect(text).toContain("Campaign spring");
    expect(text).toContain("Entry page /home");
    expect(text).toContain("Sent from /contact");
    // A visit with no source is direct; a lead whose visit was not counted says nothing of it.
    const direct = textOf(
      render(<SubmissionCard item={{ ...lead, entryPage: "/services" }} busy={false} onStatus={() => {}} />),
    );
    expect(direct).toContain("Came from Direct");
    expect(textOf(render(<SubmissionCard item={lead} busy={false} onStatus={() => {}} />))).not.toContain("Came from");
  });

  it("has no source badge for a contact-form lead", () => {
    const text = textOf(
      render(<SubmissionCard item={{ ...lead, source: "contact" }} busy={false} onStatus={() => {}} />),
    );
    expect(text).not.toMatch(/ (CHAT|AUDIT) /);
  });
});

describe("Convert to client", () => {
  it("is a link on the card to the new-client form", () => {
    const html = render(<SubmissionCard item={lead} busy={false} onStatus={() => {}} />);
    expect(html).toMatch(/<a[^>]*href="\/admin\/clients"[^>]*>.*Convert to client<\/a>/);
  });

  it("splits the name at the first space and carries email, phone, company and the lead", () => {
    expect(splitName("Zoë van der Berg")).toEqual({ firstName: "Zoë", lastName: "van der Berg" });
    expect(splitName("  Madonna ")).toEqual({ firstName: "Madonna", lastName: "" });
    expect(splitName(null)).toEqual({ firstName: "", lastName: "" });
    expect(
      clientDraft("consultation", {
        id: 3,
        name: "Lin Wu",
        email: "lin@example.com",
        phone: "+1 555 0100",
        company: "Wu & Co",
      }),
    ).toEqual({
      fromLead: { kind: "consultation", id: 3 },
      label: "Lin Wu",
      firstName: "Lin",
      lastName: "Wu",
      email: "lin@example.com",
      phone: "+1 555 0100",
      company: "Wu & Co",
    });
  });
});
