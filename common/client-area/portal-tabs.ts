/**
 * The client portal's six tabs, in order (docs/product/client-area.md § Tabs), and what each shows a client: the
 * portal's own labels, and the words Melie quotes when a visitor asks what the portal shows
 * (docs/product/chat-assistant.md § How we work).
 */
export const PORTAL_TABS = [
  { value: "dashboard", label: "Dashboard", shows: "the project's progress and what comes next" },
  { value: "milestones", label: "Milestones", shows: "the project's phases in order" },
  { value: "documents", label: "Documents", shows: "the contract, briefs and deliverables to download" },
  { value: "messages", label: "Messages", shows: "the conversation with the project team" },
  { value: "invoices", label: "Invoices", shows: "paid and pending invoices" },
  { value: "schedule", label: "Schedule", shows: "upcoming meetings, and a way to book one" },
] as const;

export type PortalTab = (typeof PORTAL_TABS)[number]["value"];
