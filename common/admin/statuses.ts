/**
 * Status values the admin may set (docs/product/admin-console.md § Values;
 * docs/decisions/008-lead-statuses.md). The server refuses any other value with 400; the console's
 * buttons and filters read the same lists.
 */
export const SUBMISSION_STATUSES = ["new", "contacted", "in-progress", "completed", "closed"] as const;
export const RESERVATION_STATUSES = ["pending", "confirmed", "in-progress", "completed", "cancelled"] as const;
export const CONSULTATION_STATUSES = ["scheduled", "confirmed", "completed", "cancelled"] as const;
/** An intake is worked like a contact submission. */
export const INTAKE_STATUSES = SUBMISSION_STATUSES;
/** Mood boards start as draft; the console shows the status but sets none (docs/product/mood-board.md § Statuses). */
/** Contact priority: `high`/`normal` on arrival, `low` only by the admin (docs/decisions/007-contact-priority.md). */
export const SUBMISSION_PRIORITIES = ["high", "normal", "low"] as const;
export type SubmissionPriority = (typeof SUBMISSION_PRIORITIES)[number];

export const MOOD_BOARD_STATUSES = ["draft", "shared"] as const;

export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The entities whose status the admin changes, with their allowed values. */
export const STATUS_ENTITIES = {
  submission: SUBMISSION_STATUSES,
  reservation: RESERVATION_STATUSES,
  consultation: CONSULTATION_STATUSES,
  intake: INTAKE_STATUSES,
} as const;

export type StatusEntity = keyof typeof STATUS_ENTITIES;

/** The admin lists, by their URL segment (GET /api/admin/<list>). */
export const ADMIN_LISTS = [
  "submissions",
  "reservations",
  "audits",
  "mood-boards",
  "consultations",
  "intakes",
  "chats",
] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];

/** Paging bounds of every admin list (docs/product/admin-console.md § Lists). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Response header carrying the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";
/** Request header of the admin token (docs/product/admin-console.md § Tokens). */
export const ADMIN_TOKEN_HEADER = "X-Admin-Token";
