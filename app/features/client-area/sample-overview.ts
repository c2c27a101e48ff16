/**
 * The sample that any visitor sees on /onboarding and /client-portal
 * (docs/product/client-area.md § Tabs), in the very shape a signed-in client's
 * overview has (common/client-area/api.ts), so both are drawn by the same
 * screens. The face's middle website at its catalog price, billed in three
 * invoices at the payment terms' shares (33% deposit, 33% at design approval,
 * 34% at launch: docs/product/client-area.md § Payment terms). Dated from the day
 * it is shown: the project is always six tenths into its build and on time, as
 * the fixed timelines the site sells promise.
 */

import type { PriceList } from "#common/catalog/price-lists";
import type { PortalOnboardingStep, PortalOverview, PortalProjectDetail } from "#common/client-area/api";
import { GROWTH_ENGINE_JOURNEY } from "#common/client-area/journey";
import { ONBOARDING_STEPS } from "#common/client-area/onboarding";
import { progressPercent } from "#common/client-area/progress";
import { samplePackage } from "#common/client-area/sample-portal";
import { PAYMENT_TERMS } from "#common/company/facts";

const DAY_MS = 86_400_000;
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
  uploadedAt: date,
  downloadable: false,
});

const message = (id: number, fromClient: boolean, subject: string, text: string, date: string, isRead = true) => ({
  id,
  projectId: PROJECT_ID,
  subject,
  message: text,
  fromClient,
  isRead,
  createdAt: date,
});

/** The longest build the timeline states, in days: "3-4 weeks" → 28. */
function buildDays(timeline: string): number {
  const weeks = Number(/(\d+)\s*weeks?/.exec(timeline)?.[1] ?? 4);
  return weeks * 7;
}

/** Amounts at the payment terms' shares; the last takes what rounding leaves, so they add up to the total. */
function amountsOf(total: number): number[] {
  const amounts = PAYMENT_TERMS.map((term) => Math.round((total * term.share) / 100));
  const rest = total - amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0);
  return [...amounts.slice(0, -1), rest];
}

/**
 * The sample as seen on `today` (a calendar day, "YYYY-MM-DD"), priced in `list`. Every date is counted
 * from the kickoff, six tenths of the build before today: two phases done, development under way and due
 * after today, launch on the last day of the timeline.
 */
export function sampleOverview(today: string, list: PriceList): PortalOverview {
  const sample = samplePackage(list);
  const length = buildDays(sample.timeline);
  const kickoff = Date.parse(`${today}T00:00:00.000Z`) - Math.round(length * 0.6) * DAY_MS;
  /** The kickoff plus `days`, as the overview's timestamps. */
  const day = (days: number) => new Date(kickoff + Math.round(days) * DAY_MS).toISOString();
  const sinceKickoff = Math.round(length * 0.6);
  const launch = length;

  const milestoneDates: ReadonlyArray<Pick<PortalMilestone, "status" | "dueDate" | "completedAt">> = [
    { status: "completed", dueDate: day(length * 0.15), completedAt: day(length * 0.15 - 1) },
    { status: "completed", dueDate: day(length * 0.4), completedAt: day(length * 0.4) },
    { status: "in_progress", dueDate: day(length * 0.8), completedAt: null },
    { status: "pending", dueDate: day(length * 0.9), completedAt: null },
    { status: "pending", dueDate: day(launch), completedAt: null },
    { status: "pending", dueDate: day(launch + 90), completedAt: null },
  ];
  const milestones: PortalMilestone[] = GROWTH_ENGINE_JOURNEY.map((phase, index) => {
    const dates = milestoneDates[index];
    if (!dates) throw new Error(`no sample dates for milestone ${index + 1}`);
    return { id: index + 1, order: index + 1, title: phase.title, description: phase.description, ...dates };
  });

  const amounts = amountsOf(sample.total);
  const invoiceStates: ReadonlyArray<Pick<PortalInvoice, "status" | "dueDate" | "paidAt">> = [
    { status: "paid", dueDate: day(0), paidAt: day(0) },
    { status: "paid", dueDate: day(length * 0.4 + 3), paidAt: day(length * 0.4 + 1) },
    { status: "pending", dueDate: day(launch), paidAt: null },
  ];
  const year = today.slice(0, 4);
  const invoices: PortalInvoice[] = PAYMENT_TERMS.map((term, index) => {
    const state = invoiceStates[index];
    if (!state) throw new Error(`no sample state for invoice ${index + 1}`);
    return {
      id: index + 1,
      invoiceNumber: `INV-${year}-04${index + 1}`,
      description: `${sample.name} website, payment ${index + 1} of ${PAYMENT_TERMS.length}: ${term.milestone}`,
      amount: amounts[index] ?? 0,
      ...state,
    };
  });

  return {
    client: {
      id: 1,
      email: "maya@example.com",
      firstName: "Maya",
      lastName: "",
      company: "Tidewater Yoga Collective",
      phone: null,
    },
    projects: [
      {
        id: PROJECT_ID,
        name: "Tidewater Yoga Website",
        description:
          "A calmer, bookable website for a yoga studio: class pages managed in a CMS, online booking requests and a newsletter sign-up wired to their CRM.",
        status: "in_development",
        // The name as the face sells it (the portal prints a key it does not know as it is).
        packageType: sample.name,
        totalAmount: sample.total,
        // Progress is the share of completed milestones.
        progress: progressPercent(milestones),
        startDate: day(0),
        expectedCompletion: day(launch),
        actualCompletion: null,
        milestones,
        deliverables: [],
        invoices,
        updates: [],
        notes: [],
      },
    ],
    documents: [
      document(1, "Service Agreement", "Contract", "signed", day(-3)),
      document(2, "Project Brief & Sitemap", "Brief", "approved", day(length * 0.15)),
      document(3, "Homepage & Class Page Designs", "Design", "approved", day(length * 0.4)),
      document(4, "Content Handover Checklist", "Checklist", "pending", day(sinceKickoff - 2)),
      document(5, "Launch Sign-off", "Approval", "pending", day(sinceKickoff - 1)),
    ],
    messages: [
      message(
        1,
        false,
        "Welcome aboard",
        "Great to have you with us, Maya. Your discovery workshop is booked; you will get a written update from us every week until launch.",
        day(0),
      ),
      message(
        2,
        true,
        "Studio photos",
        "I have uploaded this season's studio and class photos to the shared folder. Happy for you to pick the best ones.",
        day(length * 0.3),
      ),
      message(
        3,
        false,
        "Designs approved, development started",
        "Thanks for approving the designs. Development is under way; the booking form and CRM connection come first.",
        day(length * 0.4 + 1),
      ),
      message(
        4,
        false,
        "Staging site ready for a first look",
        "The home, classes and booking pages are on the staging site. Have a click around and send us anything that feels off.",
        day(sinceKickoff - 2),
        false,
      ),
    ],
    onboarding: { steps, progress: progressPercent(steps), questionnaireSubmitted: false },
    // The sample's invoices are not real: nothing to pay.
    payOnline: false,
  };
}
