/**
 * The lead cards and the dashboard summaries show what the visitor chose in
 * the visitor's words (ids kept in tooltips), and offer the status and
 * priority actions the statuses allow. Rendered to static markup: no DOM needed.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { leadConsolePath } from "#common/admin/lead-links";
import type {
  ChatRecord,
  ConsultationRecord,
  IntakeRecord,
  ReservationRecord,
  SubmissionRecord,
} from "#common/admin/records";
import { brand } from "#common/brand";
import { linkText, summarize } from "../dashboard/lead-overview";
import { ChatCard } from "./chat-card";
import { ConsultationCard } from "./consultation-card";
import { IntakeCard } from "./intake-card";
import { ReservationCard } from "./reservation-card";
import { SubmissionCard } from "./submission-card";

const noop = () => {};
const createdAt = "2026-06-01T12:00:00.000Z";

/** The card as the console shows it: in a list, or on `at`, the lead's own page. */
function render(node: ReactNode, at = "/admin"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Visible text: tags removed, attributes (tooltips) dropped with them. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** The row's one line under the name, in a list. */
const rowLine = (html: string) =>
  textOf(/<p class="mt-1 line-clamp-1[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "").trim();
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

const reservation: ReservationRecord = {
  id: 7,
  name: "Ada",
  email: "ada@example.com",
  phone: null,
  business: null,
  package: "business",
  priceList: null,
  holdsPlace: true,
  confirmBy: null,
  emailConfirmedAt: null,
  budget: "10000-20000",
  timeline: "critical",
  preferredSlot: "december-late-2026",
  projectDetails: "A site",
  status: "cancelled",
  createdAt,
  history: [],
  automatedReason: null,
  spamAt: null,
};

describe("reservation card", () => {
  it("shows the slot, package, budget and urgency as the visitor saw them, ids in tooltips", () => {
    const html = render(<ReservationCard item={reservation} busy={false} onStatus={noop} />);
    const text = textOf(html);
    expect(text).toContain("December 16–31, 2026");
    expect(text).toContain("Growth Engine");
    expect(text).toContain("$10,000 - $20,000");
    expect(text).toContain("Critical");
    expect(text).not.toContain("Not held");
    const automated = textOf(
      render(
        <ReservationCard
          item={{ ...reservation, holdsPlace: false, automatedReason: "no form token: posted without the form" }}
          busy={false}
          onStatus={noop}
        />,
      ),
    );
    expect(automated).toContain("Not held: it looked automated. Confirm it to give it a place.");
    // Waiting for the visitor's link: the console says so, and until when it works.
    const waiting = textOf(
      render(
        <ReservationCard
          item={{ ...reservation, holdsPlace: false, confirmBy: "2999-01-01T12:00:00.000Z" }}
          busy={false}
          onStatus={noop}
        />,
      ),
    );
    expect(waiting).toContain("Not held yet: waiting for the visitor to open the link we emailed them");
    const confirmed = textOf(
      render(
        <ReservationCard
          item={{ ...reservation, emailConfirmedAt: "2026-06-02T12:00:00.000Z" }}
          busy={false}
          onStatus={noop}
        />,
      ),
    );
    expect(confirmed).toContain("Email confirmed");
    // Booked from the light pages: the package as the wizard named it there.
    const light = textOf(
      render(<ReservationCard item={{ ...reservation, priceList: "packages" }} busy={false} onStatus={noop} />),
    );
    expect(light).toContain("Business Engine");
    expect(light).not.toContain("Growth Engine");
    for (const id of ["december-late-2026", "business", "10000-20000", "critical"]) {
      expect(text, id).not.toContain(id);
      expect(html, id).toContain(`title="${id}"`);
    }
  });

  it("reads in a list as email · package · budget, never as why it looked automated", () => {
    const automated = { ...reservation, automatedReason: "no form token: posted without the form" };
    const html = render(<ReservationCard item={automated} busy={false} onStatus={noop} />);
    expect(rowLine(html)).toBe("ada@example.com · Growth Engine · $10,000 - $20,000");
    // The reason is still on the lead, under its facts.
    expect(textOf(html)).toContain("no form token: posted without the form");
  });

  it("offers CANCEL after the spec's three buttons, pressed while cancelled", () => {
    const html = render(<ReservationCard item={reservation} busy={false} onStatus={noop} />);
    expect(buttons(html)).toEqual([
      "CONFIRM",
      "START PROJECT",
      "DELIVERED",
      "CANCEL",
      "Release this visitor&#x27;s bookings",
      "Mark as spam",
    ]);
    expect(html).toMatch(/aria-pressed="true"[^>]*>CANCEL</);
  });
});

describe("consultation card", () => {
  it("names the call type with its length", () => {
    const item: ConsultationRecord = {
      id: 3,
      name: "Lin",
      email: "lin@example.com",
      phone: null,
      company: null,
      consultationType: "strategy-session",
      preferredDate: "2026-07-01T00:00:00.000Z",
      slotKey: "2026-07-01 10:00",
      confirmBy: null,
      emailConfirmedAt: null,
      preferredTime: "10:00 AM",
      projectDetails: null,
      budget: null,
      timeline: null,
      currentWebsite: null,
      goals: null,
      status: "scheduled",
      createdAt,
      history: [],
      automatedReason: null,
      spamAt: null,
    };
    const html = render(<ConsultationCard item={item} busy={false} onStatus={noop} />);
    expect(textOf(html)).toContain("Strategy Session · 60 min");
    // The booking page offers Eastern times; the admin reads the zone with the time.
    expect(textOf(html)).toContain("Jul 1, 2026, 10:00 AM ET");
    expect(html).toContain('title="strategy-session"');
    expect(buttons(html)).toContain("CANCEL");
  });
});

describe("intake card", () => {
  it("names the service type and can be closed", () => {
    const item: IntakeRecord = {
      id: 4,
      contactName: "Kim",
      companyName: "Kim Co",
      email: "kim@example.com",
      phone: null,
      website: null,
      industry: "Legal",
      serviceType: "market-leader",
      priceList: null,
      budget: "$20,000+",
      timeline: "Flexible",
      goals: "g",
      currentChallenges: "c",
      targetAudience: "t",
      communicationPreference: "Email",
      projectDescription: "p",
      need: null,
      briefSentAt: createdAt,
      status: "new",
      createdAt,
      history: [],
      automatedReason: null,
      spamAt: null,
    };
    const html = render(<IntakeCard item={item} busy={false} onStatus={noop} />);
    expect(textOf(html)).not.toContain("Brief to come");
    expect(textOf(html)).toContain("Market Leader");
    expect(textOf(html)).not.toContain("market-leader");
    expect(buttons(html)).toEqual(["MARK CONTACTED", "IN PROGRESS", "COMPLETE", "CLOSE", "Mark as spam"]);
    // Sent from the light pages: named as the form showed it there (docs/product/pricing.md § Price lists).
    const light = render(<IntakeCard item={{ ...item, priceList: "packages" }} busy={false} onStatus={noop} />);
    expect(textOf(light)).toContain("Custom Enterprise");
    expect(textOf(light)).not.toContain("Market Leader");
  });

  it("shows a project start with its need and says the brief is to come", () => {
    const start: IntakeRecord = {
      id: 5,
      contactName: "Noor",
      email: "noor@example.com",
      serviceType: null,
      need: "A booking page for my yoga classes",
      priceList: "tiers",
      companyName: null,
      phone: null,
      website: null,
      industry: null,
      budget: null,
      timeline: null,
      goals: null,
      currentChallenges: null,
      targetAudience: null,
      communicationPreference: null,
      projectDescription: null,
      briefSentAt: null,
      status: "new",
      createdAt,
      history: [],
      automatedReason: null,
      spamAt: null,
    };
    const row = textOf(render(<IntakeCard item={start} busy={false} onStatus={noop} />));
    expect(row).toContain("noor@example.com · Not sure yet");
    expect(row).toContain("Brief to come");
    const page = textOf(render(<IntakeCard item={start} busy={false} onStatus={noop} />, leadConsolePath("intake", 5)));
    expect(page).toContain("A booking page for my yoga classes");
    // No empty badge for an offer not chosen yet.
    expect(render(<IntakeCard item={start} busy={false} onStatus={noop} />)).not.toMatch(/<span[^>]*><\/span>/);
    expect(page).not.toContain("null");
  });
});

describe("submission card", () => {
  const item: SubmissionRecord = {
    id: 9,
    name: "Grace",
    email: "grace@example.com",
    phone: null,
    business: null,
    package: "enterprise",
    websiteUrl: null,
    details: null,
    priority: "high",
    status: "new",
    isAuditRequest: false,
    source: "contact",
    addOns: null,
    quotedTotal: null,
    configuration: null,
    priceList: null,
    createdAt,
    history: [],
    automatedReason: null,
    spamAt: null,
  };

  it("reads in a list as email · package · quoted total, never as why it looked automated", () => {
    const automated = { ...item, quotedTotal: 8900, automatedReason: "sent 1 s after the form was shown" };
    const html = render(<SubmissionCard item={automated} busy={false} onStatus={noop} />);
    expect(rowLine(html)).toBe("grace@example.com · Market Leader from $12,000 · quoted $8,900");
  });

  it("has CLOSE and a priority control with the current priority pressed", () => {
    const html = render(<SubmissionCard item={item} busy={false} onStatus={noop} />);
    expect(buttons(html)).toEqual([
      "High",
      "Normal",
      "Low",
      "MARK CONTACTED",
      "IN PROGRESS",
      "COMPLETE",
      "CLOSE",
      "Mark as spam",
    ]);
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>High</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Low</);
  });

  it("links to the lead's own page and offers Mark as spam; a spam lead has a SPAM badge and Not spam", () => {
    const html = render(<SubmissionCard item={item} busy={false} onStatus={noop} />);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/admin/leads/submission/${item.id}"[^>]*>Open</a>`));
    expect(textOf(html)).not.toContain("SPAM ");
    const spam = render(<SubmissionCard item={{ ...item, spamAt: createdAt }} busy={false} onStatus={noop} />);
    expect(buttons(spam)).toContain("Not spam");
    expect(buttons(spam)).not.toContain("Mark as spam");
    expect(spam).toMatch(/title="Marked as spam Jun 1, 2026, 8:00 AM EDT"[^>]*>SPAM</);
  });

  it("names the project type as the contact page lists it", () => {
    const html = render(<SubmissionCard item={item} busy={false} onStatus={noop} />);
    expect(textOf(html)).toContain("Market Leader from $12,000");
    expect(html).toContain('title="enterprise"');
  });

  it("names a handed-over configuration's tool, package and add-ons with their prices", () => {
    const quoted: SubmissionRecord = {
      ...item,
      package: "business",
      addOns: ["logo-design", "advanced-seo"],
      quotedTotal: 7500,
      configuration: { source: "quote", package: "business", maintenance: true },
    };
    const text = textOf(render(<SubmissionCard item={quoted} busy={false} onStatus={noop} />));
    // Growth Engine $6,000, Logo Design $800; its advanced SEO is included (docs/product/pricing.md § What an offer includes).
    expect(text).toContain("Quote builder · Growth Engine · Service tier prices · maintenance $200/month");
    expect(text).toContain("Logo Design $800, Advanced SEO (included in Growth Engine)");
    expect(text).toContain("$7,500");
    expect(text).not.toContain("logo-design");

    const customized: SubmissionRecord = {
      ...item,
      addOns: ["logo", "booking-system"],
      quotedTotal: 9650,
      configuration: { source: "customizer", package: "business", maintenance: false },
    };
    const customizedText = textOf(render(<SubmissionCard item={customized} busy={false} onStatus={noop} />));
    // Business Engine $8,500, logo $350, booking-system $800 (docs/product/pricing.md § Customizer add-ons).
    expect(customizedText).toContain("Package customizer · Business Engine · Package prices");
    expect(customizedText).toContain("Logo Design $350, Booking System $800");
  });

  it("shows a lead in the list it was sent in, labelled, never re-priced in the other", () => {
    // The customizer in the default face: Growth Engine $6,000, Logo Design $800 (docs/product/pricing.md § Price lists).
    const defaultFace: SubmissionRecord = {
      ...item,
      package: "business",
      addOns: ["logo"],
      quotedTotal: 6800,
      priceList: "tiers",
      configuration: { source: "customizer", package: "business", maintenance: false },
    };
    const defaultText = textOf(render(<SubmissionCard item={defaultFace} busy={false} onStatus={noop} />));
    expect(defaultText).toContain("Package customizer · Growth Engine · Service tier prices");
    expect(defaultText).toContain("Logo Design $800");
    expect(defaultText).toContain("Growth Engine from $6,000");

    // The quote builder in the light face: Custom Enterprise $12,000 + $1,500/month, Video Production $2,500.
    const lightFace: SubmissionRecord = {
      ...item,
      package: "enterprise",
      addOns: ["video-production"],
      quotedTotal: 14500,
      priceList: "packages",
      configuration: { source: "quote", package: "enterprise", maintenance: false },
    };
    const lightText = textOf(render(<SubmissionCard item={lightFace} busy={false} onStatus={noop} />));
    expect(lightText).toContain("Quote builder · Custom Enterprise · Package prices · monthly care $1,500/month");
    expect(lightText).toContain("Video Production $2,500");
    expect(lightText).toContain("Custom Enterprise $12,000 + $1,500/month");
    expect(lightText).not.toContain("Market Leader");
  });
});

describe("chat card", () => {
  it("names the assistant as the brand does", () => {
    const item: ChatRecord = {
      id: 1,
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
      ],
      createdAt,
      updatedAt: createdAt,
    };
    expect(textOf(render(<ChatCard item={item} />))).toContain(`${brand.assistantName}: Hello`);
  });
});

describe("dashboard summaries", () => {
  it("shows labels, not ids", () => {
    expect(summarize("reservations", { ...reservation }).detail).toBe("December 16–31, 2026 · Growth Engine");
    expect(
      summarize("consultations", { id: 1, createdAt, consultationType: "strategy-session", email: "a@b.c" }).detail,
    ).toBe("Strategy Session · 60 min · a@b.c");
    expect(summarize("intakes", { id: 1, createdAt, serviceType: "market-leader", email: "a@b.c" }).detail).toBe(
      "Market Leader · a@b.c",
    );
  });

  it("keeps a name's capital in the link text", () => {
    expect(linkText(`Conversations with ${brand.assistantName}`)).toBe(`conversations with ${brand.assistantName}`);
    expect(linkText("Contact submissions")).toBe("contact submissions");
  });
});
