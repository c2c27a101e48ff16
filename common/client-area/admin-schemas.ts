/**
 * The payloads of the admin's client tools (docs/product/client-area.md § Admin client tools), shared by the
 * console's forms and /api/admin/clients…. Its messages are word
 * for word (registration, project update, project note, status change,
 * progress); the others are ours. Dates are calendar dates (YYYY-MM-DD);
 * money is a decimal string with two places, as numeric(10,2) stores it.
 *
 * Update routes take the whole object again (the console always sends the
 * full form), so an emptied optional field clears the stored value.
 */
import { z } from "zod";
import { LEAD_KINDS } from "../admin/lead-links";
import { emailAddress, optionalPhone, optionalText, requiredText } from "../forms/booking-fields";
import { optionalWebAddress } from "../forms/web-address-schema";
import { documentStatusSchema, invoiceStatusSchema, milestoneStatusSchema } from "./statuses";

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

// ------------------------------------------------------------------ values

/** Project statuses the admin sets; projects start in planning (docs/product/client-area.md § Statuses). */
export const PROJECT_STATUSES = [
  "planning",
  "design",
  "development",
  "review",
  "completed",
  "on_hold",
  "cancelled",
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  planning: "Planning",
  design: "Design",
  development: "In Development",
  review: "Review",
  completed: "Completed",
  on_hold: "On Hold",
  cancelled: "Cancelled",
};

/** Package of a project: the catalog's tier keys (common/catalog/tiers.ts) or a custom quote. */
export const PROJECT_PACKAGE_TYPES = ["landing", "essential", "business", "enterprise", "custom"] as const;

/** Project update types (docs/product/client-area.md § Project records). */
export const UPDATE_TYPES = ["general", "milestone", "status_change"] as const;

/** numeric(10,2): at most 8 digits before the point. */
export const MAX_MONEY = 99_999_999.99;

// ------------------------------------------------------------------ fields

const calendarDate = (message = "Please enter a valid date (YYYY-MM-DD)") =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        // Years 1900-2999 only: PostgreSQL has no year 0, and no project date lies centuries away.
        const year = Number(value.slice(0, 4));
        return year >= 1900 && year <= 2999 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { message },
    );

const optionalDate = (message?: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), calendarDate(message).optional());

/**
 * A dollar amount as typed ("6000", "6,000.5", 6000) → "6000.50". At most
 * two decimals and numeric(10,2)'s range; `positive` refuses 0.
 */
const money = (label: string, { positive }: { positive: boolean }) => {
  const invalid = `${label} must be a number with at most 2 decimals`;
  return z.preprocess(
    (value) =>
      typeof value === "number"
        ? String(value)
        : typeof value === "string"
          ? value.trim().replace(/[$,\s]/g, "")
          : value,
    z
      .string({ error: `${label} is required` })
      .min(1, { message: `${label} is required` })
      .regex(/^-?\d+(\.\d{1,2})?$/, { message: invalid })
      .refine((value) => (positive ? Number(value) > 0 : Number(value) >= 0), {
        message: positive ? `${label} must be greater than 0` : `${label} cannot be negative`,
      })
      .refine((value) => Number(value) <= MAX_MONEY, { message: `${label} must be at most $99,999,999.99` })
      .transform((value) => Number(value).toFixed(2)),
  );
};

const percent = (message: string) =>
  z.number({ error: message }).int({ message }).min(0, { message }).max(100, { message });

const flag = (defaultValue: boolean) => z.boolean({ error: "Must be true or false" }).default(defaultValue);

const fileLink = () => optionalWebAddress("File link must be an http or https address");

const optionalId = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .number({ error: "Invalid project" })
      .int({ message: "Invalid project" })
      .positive({ message: "Invalid project" })
      .optional(),
  );

// ------------------------------------------------------------------ clients

/** Registration minus the password, which the client sets when invited (docs/product/client-area.md § Clients). */
export const clientSchema = z.object({
  email: emailAddress("Please enter a valid email").transform((value) => value.toLowerCase()),
  firstName: requiredText("First name is required", 100, "First name must be at most 100 characters"),
  lastName: requiredText("Last name is required", 100, "Last name must be at most 100 characters"),
  company: optionalText(200, "Company must be at most 200 characters"),
  phone: optionalPhone(),
});
export type ClientInput = z.input<typeof clientSchema>;
export type ClientPayload = z.infer<typeof clientSchema>;

/**
 * A new client, and the lead it was converted from when the console's "Convert to client" opened
 * the form (docs/product/admin-console.md § Convert to client): the lead's timeline records it.
 */
export const newClientSchema = clientSchema.extend({
  fromLead: z
    .object({
      kind: z.enum(LEAD_KINDS, { message: "Unknown kind of lead" }),
      id: z.number().int().positive().max(2_147_483_647),
    })
    .optional(),
});
export type NewClientPayload = z.infer<typeof newClientSchema>;

export const clientSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { message: "Search text is too long" })
    .optional()
    .transform((value) => value || undefined),
});

// ------------------------------------------------------------------ projects

export const projectSchema = z.object({
  name: requiredText("Project name is required", 200, "Project name must be at most 200 characters"),
  description: optionalText(5000, "Description must be at most 5,000 characters"),
  packageType: z.enum(PROJECT_PACKAGE_TYPES, { error: "Please select a package" }),
  totalAmount: money("Total amount", { positive: false }),
  status: z.enum(PROJECT_STATUSES, { error: "Please choose a valid project status" }).default("planning"),
  startDate: optionalDate(),
  expectedCompletion: optionalDate(),
  actualCompletion: optionalDate(),
});
export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectPayload = z.infer<typeof projectSchema>;

/** Status change: status required 'Status is required', notes optional (docs/product/client-area.md § Projects). */
export const statusChangeSchema = z.object({
  status: z
    .string({ error: "Status is required" })
    .trim()
    .min(1, { message: "Status is required" })
    .pipe(z.enum(PROJECT_STATUSES, { error: "Please choose a valid project status" })),
  notes: optionalText(2000, "Notes must be at most 2,000 characters"),
});
export type StatusChangePayload = z.infer<typeof statusChangeSchema>;

/** Progress: a whole percent, 0-100 (docs/product/client-area.md § Projects). */
export const progressSchema = z.object({
  progress: percent("Progress must be a number between 0 and 100"),
});

// ------------------------------------------------------------------ project children

export const milestoneSchema = z.object({
  title: requiredText("Title is required", 255, "Title is too long"),
  description: optionalText(5000, "Description must be at most 5,000 characters"),
  status: z
    .enum(milestoneStatusSchema.options, { error: "Status must be completed, in_progress or pending" })
    .default("pending"),
  dueDate: optionalDate(),
  /** Position in the project's list; the server appends when absent. */
  order: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z
      .number({ error: "Order must be a whole number from 1" })
      .int({ message: "Order must be a whole number from 1" })
      .min(1, { message: "Order must be a whole number from 1" })
      .max(10_000, { message: "Order must be at most 10,000" })
      .optional(),
  ),
});
export type MilestoneInput = z.input<typeof milestoneSchema>;

export const deliverableSchema = z.object({
  title: requiredText("Title is required", 255, "Title is too long"),
  description: optionalText(5000, "Description must be at most 5,000 characters"),
  fileUrl: fileLink(),
  fileName: optionalText(255, "File name must be at most 255 characters"),
  fileType: optionalText(100, "File type must be at most 100 characters"),
  isPublic: flag(false),
});
export type DeliverableInput = z.input<typeof deliverableSchema>;

export const invoiceSchema = z.object({
  invoiceNumber: requiredText("Invoice number is required", 50, "Invoice number must be at most 50 characters"),
  amount: money("Amount", { positive: true }),
  description: requiredText("Description is required", 2000, "Description must be at most 2,000 characters"),
  status: z.enum(invoiceStatusSchema.options, { error: "Status must be paid or pending" }).default("pending"),
  dueDate: z.preprocess((value) => (isBlank(value) ? undefined : value), calendarDate("Due date is required")),
  paidAt: optionalDate(),
});
export type InvoiceInput = z.input<typeof invoiceSchema>;

/** Project update, word for word (docs/product/client-area.md § Project records). */
export const projectUpdateSchema = z.object({
  title: requiredText("Title is required", 255, "Title is too long"),
  message: requiredText("Message is required", 10_000, "Message is too long"),
  updateType: z
    .enum(UPDATE_TYPES, { error: "Update type must be general, milestone or status_change" })
    .default("general"),
  progressPercentage: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    percent("Progress must be a number between 0 and 100").optional(),
  ),
});
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;

/** Project note: content 'Note content is required' (docs/product/client-area.md § Project records). */
export const projectNoteSchema = z.object({
  content: requiredText("Note content is required", 10_000, "Note is too long"),
  isInternal: flag(false),
});
export type ProjectNoteInput = z.input<typeof projectNoteSchema>;

// ------------------------------------------------------------------ client children

export const documentSchema = z.object({
  title: requiredText("Title is required", 255, "Title is too long"),
  type: requiredText("Document type is required", 50, "Document type must be at most 50 characters"),
  status: z
    .enum(documentStatusSchema.options, { error: "Status must be signed, approved or pending" })
    .default("pending"),
  fileUrl: fileLink(),
  projectId: optionalId(),
});
export type DocumentInput = z.input<typeof documentSchema>;

export const adminMessageSchema = z.object({
  message: requiredText("Message is required", 10_000, "Message is too long"),
  subject: optionalText(255, "Subject must be at most 255 characters"),
  projectId: optionalId(),
});
export type AdminMessageInput = z.input<typeof adminMessageSchema>;
