/**
 * Company facts that several places state: terms, promises, track record.
 * Where a fact was stated two ways (docs/decisions/006-facts-stated-twice.md,
 * docs/decisions/035-one-price-list-per-face.md): payment terms are 33/33/34; each face states one
 * number of years, everywhere it is read, Melie included.
 */
import type { Face } from "../face";
export const PAYMENT_TERMS = [
  { share: 33, milestone: "deposit to start" },
  { share: 33, milestone: "at design approval" },
  { share: 34, milestone: "at launch" },
] as const;

export const WARRANTY_DAYS = 30;

export const PROMISES = {
  responseHours: 24,
  slotContactHours: 24,
  kickoffHoursAfterSlotConfirmation: 48,
  proposalHoursAfterConsultation: 24,
  intakeReplyHours: 24,
} as const;

/**
 * Years of experience, one number per face: the default face tells the founder's story (7+ years),
 * the light face the company's (10+ years). Contact, audit and about pages and Melie read it here.
 */
export const YEARS_OF_EXPERIENCE: Record<Face, string> = { default: "7+", conservative: "10+" };

/** The track record the site states, the same in both faces. */
export const TRACK_RECORD = {
  projects: "150+",
  satisfaction: "98%",
} as const;

/**
 * The results the site states for its own projects, and the only figures a project's record may show as a
 * result (docs/product/content.md § Projects): the conversion boost and performance score of our own site, the
 * efficiency gain of the construction platform, our response time and the client's 5-star rating.
 */
export const STATED_PROJECT_FIGURES: readonly string[] = ["240%", "98%", "165%", `${PROMISES.responseHours}H`, "5★"];

/**
 * The published reviews' aggregate: stated only with its count, wherever it is stated (a "5-star rating"
 * without it reads as more reviews than there are). The testimonials page shows each review.
 */
export const PUBLISHED_REVIEWS = { average: "5/5.0", count: 1 } as const;

/** "5/5.0 from 1 review" */
export const RATING_WITH_COUNT = `${PUBLISHED_REVIEWS.average} from ${PUBLISHED_REVIEWS.count} review${PUBLISHED_REVIEWS.count === 1 ? "" : "s"}`;

/** How long the free website audit usually takes, as its pages say. */
export const AUDIT_DURATION = "10-20 seconds";

/** Post-launch support included per package (docs/product/pricing.md § Packages page). */
export const SUPPORT_PERIODS = {
  essential: "30-day support",
  business: "90-day support",
} as const;
