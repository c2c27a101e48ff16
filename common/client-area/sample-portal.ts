import { tierByKey } from "../catalog";
import { PAYMENT_TERMS } from "../company/facts";
import { GROWTH_ENGINE_JOURNEY } from "./journey";
import type { Invoice, Milestone, OnboardingStep, PortalData } from "./portal-records";

/**
 * The fixed sample data of spec 001 §3 ("Sample portal data") that any
 * visitor sees on /onboarding and /client-portal: a Growth Engine project,
 * three invoices of $2,000 against its $6,000 total (spec 001 §9), billed at
 * the three payment milestones (DECISIONS § Facts: 33% deposit, 33% at
 * design approval, 34% at launch). Names and prices come from the catalog.
 */
const growthEngine = tierByKey("business");
if (!growthEngine) throw new Error("catalog has no Growth Engine (business) tier");

export const SAMPLE_PACKAGE_NAME = growthEngine.name;
export const SAMPLE_TOTAL = growthEngine.startingPrice;

/** Spec 001 §2 "Onboarding": the six steps, in order. */
export const ONBOARDING_STEP_NAMES = [
  "Welcome",
  "Project Details",
  "Service Overview",
  "Contract Review",
  "Payment Setup",
  "Portal Access",
] as const;

/** The sample visitor is on the overview step, the only step with content (spec 001 §2). */
const SAMPLE_ONBOARDING: OnboardingStep[] = ONBOARDING_STEP_NAMES.map((step, index) => ({
  step,
  status: index < 2 ? "completed" : index === 2 ? "in-progress" : "pending",
}));

const MILESTONE_DATES: ReadonlyArray<Pick<Milestone, "status" | "dueDate" | "completedAt">> = [
  { status: "completed", dueDate: "2026-11-06", completedAt: "2026-11-05" },
  { status: "completed", dueDate: "2026-11-13", completedAt: "2026-11-13" },
  { status: "in_progress", dueDate: "2026-11-24" },
  { status: "pending", dueDate: "2026-11-27" },
  { status: "pending", dueDate: "2026-11-30" },
  { status: "pending", dueDate: "2027-02-28" },
];

const SAMPLE_MILESTONES: Milestone[] = GROWTH_ENGINE_JOURNEY.map((phase, index) => {
  const dates = MILESTONE_DATES[index];
  if (!dates) throw new Error(`no sample dates for milestone ${index + 1}`);
  return { id: index + 1, order: index + 1, title: phase.title, description: phase.description, ...dates };
});

const INVOICE_STATES: ReadonlyArray<Pick<Invoice, "status" | "dueDate" | "paidAt">> = [
  { status: "paid", dueDate: "2026-11-02", paidAt: "2026-11-02" },
  { status: "paid", dueDate: "2026-11-16", paidAt: "2026-11-14" },
  { status: "pending", dueDate: "2026-11-30" },
];

const SAMPLE_INVOICES: Invoice[] = PAYMENT_TERMS.map((term, index) => {
  const state = INVOICE_STATES[index];
  if (!state) throw new Error(`no sample state for invoice ${index + 1}`);
  return {
    id: index + 1,
    invoiceNumber: `INV-2026-04${index + 1}`,
    description: `${SAMPLE_PACKAGE_NAME} website, payment ${index + 1} of ${PAYMENT_TERMS.length}: ${term.milestone}`,
    // Spec 001 §9: "Sample invoices $2,000 each against a $6,000 total".
    amount: SAMPLE_TOTAL / PAYMENT_TERMS.length,
    ...state,
  };
});

export const SAMPLE_PORTAL: PortalData = {
  clientFirstName: "Alex",
  project: {
    name: "Northline Outdoor Website",
    company: "Northline Outdoor Co.",
    packageName: SAMPLE_PACKAGE_NAME,
    status: "In Development",
    totalAmount: SAMPLE_TOTAL,
    startDate: "2026-11-02",
    expectedCompletion: "2026-11-30",
    description:
      "A faster, bookable website for a guided-trips company: trip pages managed in a CMS, online booking requests and a newsletter sign-up wired to their CRM.",
  },
  onboardingSteps: SAMPLE_ONBOARDING,
  milestones: SAMPLE_MILESTONES,
  documents: [
    { id: 1, title: "Service Agreement", type: "Contract", status: "signed", date: "2026-10-30" },
    { id: 2, title: "Project Brief & Sitemap", type: "Brief", status: "approved", date: "2026-11-05" },
    { id: 3, title: "Homepage & Trip Page Designs", type: "Design", status: "approved", date: "2026-11-13" },
    { id: 4, title: "Content Handover Checklist", type: "Checklist", status: "pending", date: "2026-11-18" },
    { id: 5, title: "Launch Sign-off", type: "Approval", status: "pending", date: "2026-11-28" },
  ],
  messages: [
    {
      id: 1,
      fromClient: false,
      author: "Your project lead",
      subject: "Welcome aboard",
      message:
        "Great to have you with us, Alex. Your discovery workshop is booked; you will get a written update from us every week until launch.",
      sentAt: "2026-11-02",
      isRead: true,
    },
    {
      id: 2,
      fromClient: true,
      author: "You",
      subject: "Trip photos",
      message: "I have uploaded this season's trip photos to the shared folder. Happy for you to pick the best ones.",
      sentAt: "2026-11-10",
      isRead: true,
    },
    {
      id: 3,
      fromClient: false,
      author: "Your project lead",
      subject: "Designs approved, development started",
      message:
        "Thanks for approving the designs. Development is under way; the booking form and CRM connection come first.",
      sentAt: "2026-11-14",
      isRead: true,
    },
    {
      id: 4,
      fromClient: false,
      author: "Your project lead",
      subject: "Staging site ready for a first look",
      message:
        "The home, trips and booking pages are on the staging site. Have a click around and send us anything that feels off.",
      sentAt: "2026-11-21",
      isRead: false,
    },
  ],
  invoices: SAMPLE_INVOICES,
  meetings: [],
};
