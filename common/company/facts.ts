/**
 * Company facts that several places state: terms, promises, track record.
 * Where a fact was stated two ways (docs/decisions/006-facts-stated-twice.md):
 * payment terms are 33/33/34, the chat assistant says 7+ years.
 */
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
 * The track record the site states. The founder about page (and the chat
 * assistant) say 7+ years; the company about page says 10+ years.
 */
export const TRACK_RECORD = {
  yearsOfExperience: "7+",
  companyYearsOfExperience: "10+",
  projects: "150+",
  satisfaction: "98%",
  rating: "5-star",
} as const;

/** How long the free website audit usually takes, as its pages say. */
export const AUDIT_DURATION = "10-20 seconds";

/** Post-launch support included per package (docs/product/pricing.md § Packages page). */
export const SUPPORT_PERIODS = {
  essential: "30-day support",
  business: "90-day support",
} as const;
