/**
 * The fixed sample that any visitor sees on /onboarding and /client-portal
 * (docs/product/client-area.md § Tabs), in the very shape a signed-in client's
 * overview has (common/client-area/api.ts), so both are drawn by the same
 * screens. A Growth Engine project; three invoices of $2,000 against its
 * $6,000 total, billed at the three payment milestones (docs/product/client-area.md
 * § Payment terms: 33% deposit, 33% at design approval, 34% at launch). Names
 * and prices come from the catalog.
 */

import type { PortalOnboardingStep, PortalOverview, PortalProjectDetail } from "#common/client-area/api";
import { GROWTH_ENGINE_JOURNEY } from "#common/client-area/journey";
import { ONBOARDING_STEPS } from "#common/client-area/onboarding";
import { progressPercent } from "#common/client-area/progress";
import { SAMPLE_PACKAGE_NAME, SAMPLE_TOTAL } from "#common/client-area/sample-portal";
import { PAYMENT_TERMS } from "#common/company/facts";

/** The sample's dates are calendar days; the overview carries timestamps. */
const day = (date: string) => `${date}T00:00:00.000Z`;

const PROJECT_ID = 1;

type PortalMilestone = PortalProjectDetail["milestones"][number];
type PortalInvoice = PortalProjectDetail["invoices"][number];

/** The sample visitor is on the overview, the only step with content (docs/product/client-area.md § Onboarding). */
const steps: PortalOnboardingStep[] = ONBOARDING_STEPS.map(({ key, name }, index) => ({
  key,
  step: name,
  status: index < 2 ? "completed" : index === 2 ? "in-progress" : "pending",
  completedAt: null,
}));

const MILESTONE_DATES: ReadonlyArray<Pick<PortalMilestone, "status" | "dueDate" | "completedAt">> = [
  { status: "completed", dueDate: day("2026-11-06"), completedAt: day("2026-11-05") },
  { status: "completed", dueDate: day("2026-11-13"), completedAt: day("2026-11-13") },
  { status: "in_progress", dueDate: day("2026-11-24"), completedAt: null },
  { status: "pending", dueDate: day("2026-11-27"), completedAt: null },
  { status: "pending", dueDate: day("2026-11-30"), completedAt: null },
  { status: "pending", dueDate: day("2027-02-28"), completedAt: null },
];

const milestones: PortalMilestone[] = GROWTH_ENGINE_JOURNEY.map((phase, index) => {
  const dates = MILESTONE_DATES[index];
  if (!dates) throw new Error(`no sample dates for milestone ${index + 1}`);
  return { id: index + 1, order: index + 1, title: phase.title, description: phase.description, ...dates };
});

const INVOICE_STATES: ReadonlyArray<Pick<PortalInvoice, "status" | "dueDate" | "paidAt">> = [
  { status: "paid", dueDate: day("2026-11-02"), paidAt: day("2026-11-02") },
  { status: "paid", dueDate: day("2026-11-16"), paidAt: day("2026-11-14") },
  { status: "pending", dueDate: day("2026-11-30"), paidAt: null },
];

const invoices: PortalInvoice[] = PAYMENT_TERMS.map((term, index) => {
  const state = INVOICE_STATES[index];
  if (!state) throw new Error(`no sample state for invoice ${index + 1}`);
  return {
    id: index + 1,
    invoiceNumber: `INV-2026-04${index + 1}`,
    description: `${SAMPLE_PACKAGE_NAME} website, payment ${index + 1} of ${PAYMENT_TERMS.length}: ${term.milestone}`,
    // Sample invoices $2,000 each against a $6,000 total (docs/product/client-area.md § Payment terms).
    amount: SAMPLE_TOTAL / PAYMENT_TERMS.length,
    ...state,
  };
});

const document = (
  id: number,
  title: string,
  type: string,
  status: "signed" | "approved" | "pending",
  date: string,
) => ({
  id,
  projectId: PROJECT_ID,
  title,
  type,
  status,
  uploadedAt: day(date),
  downloadable: false,
});

const message = (id: number, fromClient: boolean, subject: string, text: string, date: string, isRead = true) => ({
  id,
  projectId: PROJECT_ID,
  subject,
  message: text,
  fromClient,
  isRead,
  createdAt: day(date),
});

export const SAMPLE_OVERVIEW: PortalOverview = {
  client: {
    id: 1,
    email: "alex@example.com",
    firstName: "Alex",
    lastName: "",
    company: "Northline Outdoor Co.",
    phone: null,
  },
  projects: [
    {
      id: PROJECT_ID,
      name: "Northline Outdoor Website",
      description:
        "A faster, bookable website for a guided-trips company: trip pages managed in a CMS, online booking requests and a newsletter sign-up wired to their CRM.",
      status: "in_development",
      packageType: "business",
      totalAmount: SAMPLE_TOTAL,
      // Progress is the share of completed milestones.
      progress: progressPercent(milestones),
      startDate: day("2026-11-02"),
      expectedCompletion: day("2026-11-30"),
      actualCompletion: null,
      milestones,
      deliverables: [],
      invoices,
      updates: [],
      notes: [],
    },
  ],
  documents: [
    document(1, "Service Agreement", "Contract", "signed", "2026-10-30"),
    document(2, "Project Brief & Sitemap", "Brief", "approved", "2026-11-05"),
    document(3, "Homepage & Trip Page Designs", "Design", "approved", "2026-11-13"),
    document(4, "Content Handover Checklist", "Checklist", "pending", "2026-11-18"),
    document(5, "Launch Sign-off", "Approval", "pending", "2026-11-28"),
  ],
  messages: [
    message(
      1,
      false,
      "Welcome aboard",
      "Great to have you with us, Alex. Your discovery workshop is booked; you will get a written update from us every week until launch.",
      "2026-11-02",
    ),
    message(
      2,
      true,
      "Trip photos",
      "I have uploaded this season's trip photos to the shared folder. Happy for you to pick the best ones.",
      "2026-11-10",
    ),
    message(
      3,
      false,
      "Designs approved, development started",
      "Thanks for approving the designs. Development is under way; the booking form and CRM connection come first.",
      "2026-11-14",
    ),
    message(
      4,
      false,
      "Staging site ready for a first look",
      "The home, trips and booking pages are on the staging site. Have a click around and send us anything that feels off.",
      "2026-11-21",
      false,
    ),
  ],
  onboarding: { steps, progress: progressPercent(steps), questionnaireSubmitted: false },
};
