/**
 * The fields of each console form, in the order the admin fills them. The
 * rules and messages live in the shared schemas
 * (common/client-area/admin-schemas.ts); these are only the controls.
 */

import { SERVICE_TIERS } from "#common/catalog";
import {
  PROJECT_PACKAGE_TYPES,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  UPDATE_TYPES,
} from "#common/client-area/admin-schemas";
import { STATUS_LABELS } from "#common/client-area/statuses";
import type { FieldSpec } from "./schema-form";

const tierName = (key: string) => SERVICE_TIERS.find((tier) => tier.key === key)?.name;
export const PACKAGE_OPTIONS = PROJECT_PACKAGE_TYPES.map((key) => [key, tierName(key) ?? "Custom quote"] as const);
export const packageLabel = (key: string) => PACKAGE_OPTIONS.find(([value]) => value === key)?.[1] ?? key;

export const PROJECT_STATUS_OPTIONS = PROJECT_STATUSES.map(
  (status) => [status, PROJECT_STATUS_LABELS[status]] as const,
);
export const projectStatusLabel = (status: string) =>
  PROJECT_STATUS_LABELS[status as keyof typeof PROJECT_STATUS_LABELS] ?? status;
export const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

export const CLIENT_FIELDS: FieldSpec[] = [
  { name: "firstName", label: "First name", kind: "text", required: true },
  { name: "lastName", label: "Last name", kind: "text", required: true },
  { name: "email", label: "Email", kind: "email", required: true, wide: true },
  { name: "company", label: "Company", kind: "text" },
  { name: "phone", label: "Phone", kind: "tel" },
];

export const PROJECT_FIELDS: FieldSpec[] = [
  { name: "name", label: "Project name", kind: "text", required: true, wide: true },
  { name: "packageType", label: "Package", kind: "select", required: true, options: PACKAGE_OPTIONS },
  { name: "totalAmount", label: "Total amount ($)", kind: "text", required: true, placeholder: "6000.00" },
  { name: "status", label: "Status", kind: "select", options: PROJECT_STATUS_OPTIONS },
  { name: "startDate", label: "Start date", kind: "date" },
  { name: "expectedCompletion", label: "Expected completion", kind: "date" },
  { name: "actualCompletion", label: "Actual completion", kind: "date" },
  { name: "description", label: "Description", kind: "textarea" },
];

export const MILESTONE_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", required: true, wide: true },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: (["pending", "in_progress", "completed"] as const).map((value) => [value, statusLabel(value)] as const),
  },
  { name: "dueDate", label: "Due date", kind: "date" },
  { name: "order", label: "Order", kind: "number", step: "1", placeholder: "Last" },
  { name: "description", label: "Description", kind: "textarea", rows: 2 },
];

export const DELIVERABLE_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", required: true, wide: true },
  { name: "fileUrl", label: "File link", kind: "url", placeholder: "https://", wide: true },
  { name: "fileName", label: "File name", kind: "text" },
  { name: "fileType", label: "File type", kind: "text", placeholder: "PDF, Figma, ZIP…" },
  { name: "description", label: "Description", kind: "textarea", rows: 2 },
  { name: "isPublic", label: "Public", kind: "checkbox", hint: "Shown to the client in their portal" },
];

export const INVOICE_FIELDS: FieldSpec[] = [
  { name: "invoiceNumber", label: "Invoice number", kind: "text", required: true },
  { name: "amount", label: "Amount ($)", kind: "text", required: true, placeholder: "1980.00" },
  { name: "description", label: "Description", kind: "text", required: true, wide: true },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: (["pending", "paid"] as const).map((value) => [value, statusLabel(value)] as const),
  },
  { name: "dueDate", label: "Due date", kind: "date", required: true },
  { name: "paidAt", label: "Paid on", kind: "date" },
];

export const UPDATE_FIELDS: FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  {
    name: "updateType",
    label: "Type",
    kind: "select",
    options: UPDATE_TYPES.map(
      (type) => [type, type === "status_change" ? "Status change" : type[0]?.toUpperCase() + type.slice(1)] as const,
    ),
  },
  { name: "message", label: "Message", kind: "textarea", required: true, rows: 4 },
  { name: "progressPercentage", label: "Progress (%)", kind: "number", step: "1", placeholder: "Optional, 0–100" },
];

export const NOTE_FIELDS: FieldSpec[] = [
  { name: "content", label: "Note", kind: "textarea", required: true },
  { name: "isInternal", label: "Internal", kind: "checkbox", hint: "Internal notes never reach the client" },
];

export const DOCUMENT_FIELDS = (projects: ReadonlyArray<{ id: number; name: string }>): FieldSpec[] => [
  { name: "title", label: "Title", kind: "text", required: true, wide: true },
  { name: "type", label: "Type", kind: "text", required: true, placeholder: "Contract, Brief…" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: (["pending", "approved", "signed"] as const).map((value) => [value, statusLabel(value)] as const),
  },
  { name: "fileUrl", label: "File link", kind: "url", placeholder: "https://", wide: true },
  {
    name: "projectId",
    label: "Project",
    kind: "select",
    options: [["", "No project"], ...projects.map((project) => [String(project.id), project.name] as const)],
    asNumber: true,
    wide: true,
  },
];
