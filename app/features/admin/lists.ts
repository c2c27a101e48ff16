import type { AdminList, StatusEntity } from "#common/admin/statuses";
import {
  CONSULTATION_STATUSES,
  INTAKE_STATUSES,
  MOOD_BOARD_STATUSES,
  RESERVATION_STATUSES,
  SUBMISSION_STATUSES,
} from "#common/admin/statuses";
import { brand } from "#common/brand";

export const LIST_OF_ENTITY: Record<StatusEntity, AdminList> = {
  submission: "submissions",
  reservation: "reservations",
  consultation: "consultations",
  intake: "intakes",
};

/** The console's tabs: the four lead lists, then the tabs added later (docs/decisions/009-admin-tabs.md). */
export interface TabSpec {
  list: AdminList;
  tab: string;
  title: string;
  loading: string;
  empty: string;
  statuses: readonly string[];
  searchHint: string;
}

export const ADMIN_TABS: TabSpec[] = [
  {
    list: "submissions",
    tab: "DATA STREAMS",
    title: "Contact submissions",
    loading: "Loading submissions...",
    empty: "No submissions yet",
    statuses: SUBMISSION_STATUSES,
    searchHint: "Name, email, business or URL",
  },
  {
    list: "reservations",
    tab: "PROJECT QUEUE",
    title: "Slot reservations",
    loading: "Loading reservations...",
    empty: "No reservations yet",
    statuses: RESERVATION_STATUSES,
    searchHint: "Name, email or business",
  },
  {
    list: "audits",
    tab: "SYSTEM SCANS",
    title: "Website audits",
    loading: "Loading audit results...",
    empty: "No audit results yet",
    statuses: [],
    searchHint: "Website URL",
  },
  {
    list: "mood-boards",
    tab: "VISION BOARDS",
    title: "Mood boards",
    loading: "Loading mood boards...",
    empty: "No mood boards yet",
    statuses: MOOD_BOARD_STATUSES,
    searchHint: "Project, audience or client email",
  },
  {
    list: "consultations",
    tab: "CONSULTATIONS",
    title: "Consultation bookings",
    loading: "Loading consultations...",
    empty: "No consultations yet",
    statuses: CONSULTATION_STATUSES,
    searchHint: "Name, email, company or website",
  },
  {
    list: "intakes",
    tab: "INTAKES",
    title: "Client intakes",
    loading: "Loading intakes...",
    empty: "No intakes yet",
    statuses: INTAKE_STATUSES,
    searchHint: "Name, email, company or website",
  },
  {
    list: "chats",
    tab: "CHATS",
    title: `Conversations with ${brand.assistantName}`,
    loading: "Loading conversations...",
    empty: "No conversations yet",
    statuses: [],
    searchHint: "Words from the conversation",
  },
];

/** Reservations show `completed` as Delivered (docs/product/admin-console.md § Reservation card). */
export function statusLabel(list: AdminList, status: string): string {
  if (list === "reservations" && status === "completed") return "Delivered";
  return status;
}
