/**
 * Company facts that several places state: terms, promises, track record.
 * DECISIONS § Facts the seeds state twice: payment terms are 33/33/34, the
 * chat assistant says 7+ years.
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

export const TRACK_RECORD = {
  yearsOfExperience: "7+",
  projects: "150+",
  satisfaction: "98%",
  rating: "5-star",
} as const;

/** Post-launch support included per package (Packages page, spec 000 §9). */
export const SUPPORT_PERIODS = {
  essential: "30-day support",
  business: "90-day support",
} as const;
