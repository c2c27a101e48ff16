import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  adminMessageSchema,
  clientSchema,
  deliverableSchema,
  documentSchema,
  invoiceSchema,
  milestoneSchema,
  progressSchema,
  projectNoteSchema,
  projectSchema,
  projectUpdateSchema,
  statusChangeSchema,
} from "./admin-schemas";

/** The message zod gives for `field`, or undefined when the payload passes. */
function messageFor(schema: z.ZodType, payload: unknown, field: string): string | undefined {
  const result = schema.safeParse(payload);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const client = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };
const project = { name: "Website", packageType: "business", totalAmount: "6000" };
const update = { title: "Week 1", message: "Discovery done." };

describe("registration fields (without the password)", () => {
  it("gives the spec's messages word for word", () => {
    expect(messageFor(clientSchema, { ...client, email: "not-an-email" }, "email")).toBe("Please enter a valid email");
    expect(messageFor(clientSchema, { ...client, email: undefined }, "email")).toBe("Please enter a valid email");
    expect(messageFor(clientSchema, { ...client, firstName: "  " }, "firstName")).toBe("First name is required");
    expect(messageFor(clientSchema, { ...client, firstName: undefined }, "firstName")).toBe("First name is required");
    expect(messageFor(clientSchema, { ...client, lastName: "" }, "lastName")).toBe("Last name is required");
  });

  it("keeps company and phone optional and stores the email in lower case", () => {
    const parsed = clientSchema.parse({ ...client, email: " Ada@Example.COM ", company: "", phone: null });
    expect(parsed).toEqual({ email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" });
  });
});

describe("project update", () => {
  it("requires a title of at most 255 characters", () => {
    expect(messageFor(projectUpdateSchema, { ...update, title: "" }, "title")).toBe("Title is required");
    expect(messageFor(projectUpdateSchema, { ...update, title: undefined }, "title")).toBe("Title is required");
    expect(messageFor(projectUpdateSchema, { ...update, title: "x".repeat(256) }, "title")).toBe("Title is too long");
    expect(messageFor(projectUpdateSchema, { ...update, title: "x".repeat(255) }, "title")).toBeUndefined();
  });

  it("requires a message of at most 10,000 characters", () => {
    expect(messageFor(projectUpdateSchema, { ...update, message: " " }, "message")).toBe("Message is required");
    expect(messageFor(projectUpdateSchema, { ...update, message: "x".repeat(10_001) }, "message")).toBe(
      "Message is too long",
    );
    expect(messageFor(projectUpdateSchema, { ...update, message: "x".repeat(10_000) }, "message")).toBeUndefined();
  });

  it("accepts the three update types, general by default, and a progress of 0-100", () => {
    expect(projectUpdateSchema.parse(update).updateType).toBe("general");
    for (const updateType of ["general", "milestone", "status_change"]) {
      expect(projectUpdateSchema.parse({ ...update, updateType }).updateType).toBe(updateType);
    }
    expect(messageFor(projectUpdateSchema, { ...update, updateType: "news" }, "updateType")).toBe(
      "Update type must be general, milestone or status_change",
    );
    expect(projectUpdateSchema.parse({ ...update, progressPercentage: 0 }).progressPercentage).toBe(0);
    expect(projectUpdateSchema.parse({ ...update, progressPercentage: 100 }).progressPercentage).toBe(100);
    expect(messageFor(projectUpdateSchema, { ...update, progressPercentage: 101 }, "progressPercentage")).toBe(
      "Progress must be a number between 0 and 100",
    );
    expect(messageFor(projectUpdateSchema, { ...update, progressPercentage: -1 }, "progressPercentage")).toBe(
      "Progress must be a number between 0 and 100",
    );
  });
});

describe("project note, status change and progress", () => {
  it("requires note content", () => {
    expect(messageFor(projectNoteSchema, { content: "" }, "content")).toBe("Note content is required");
    expect(messageFor(projectNoteSchema, {}, "content")).toBe("Note content is required");
    expect(projectNoteSchema.parse({ content: "Call Tuesday" }).isInternal).toBe(false);
  });

  it("requires a status; notes are optional", () => {
    expect(messageFor(statusChangeSchema, {}, "status")).toBe("Status is required");
    expect(messageFor(statusChangeSchema, { status: "" }, "status")).toBe("Status is required");
    expect(messageFor(statusChangeSchema, { status: "flying" }, "status")).toBe("Please choose a valid project status");
    expect(statusChangeSchema.parse({ status: "review" })).toEqual({ status: "review" });
    expect(statusChangeSchema.parse({ status: "review", notes: "Client asked" }).notes).toBe("Client asked");
  });

  it("takes progress as a whole number from 0 to 100", () => {
    expect(progressSchema.parse({ progress: 0 }).progress).toBe(0);
    expect(progressSchema.parse({ progress: 100 }).progress).toBe(100);
    for (const progress of [-1, 101, 12.5, "50", null]) {
      expect(messageFor(progressSchema, { progress }, "progress")).toBe("Progress must be a number between 0 and 100");
    }
  });
});

describe("money, dates and links", () => {
  it("reads amounts with at most two decimals and normalises them", () => {
    expect(projectSchema.parse({ ...project, totalAmount: "6,000.5" }).totalAmount).toBe("6000.50");
    expect(projectSchema.parse({ ...project, totalAmount: 0 }).totalAmount).toBe("0.00");
    expect(messageFor(projectSchema, { ...project, totalAmount: "-1" }, "totalAmount")).toBe(
      "Total amount cannot be negative",
    );
    expect(messageFor(projectSchema, { ...project, totalAmount: "10.123" }, "totalAmount")).toBe(
      "Total amount must be a number with at most 2 decimals",
    );
    expect(messageFor(projectSchema, { ...project, totalAmount: "100000000" }, "totalAmount")).toBe(
      "Total amount must be at most $99,999,999.99",
    );
    const invoice = { invoiceNumber: "INV-1", description: "Deposit", dueDate: "2026-12-01" };
    expect(messageFor(invoiceSchema, { ...invoice, amount: "0" }, "amount")).toBe("Amount must be greater than 0");
    expect(messageFor(invoiceSchema, { ...invoice, amount: "" }, "amount")).toBe("Amount is required");
    expect(messageFor(invoiceSchema, { ...invoice, amount: 10, dueDate: "2026-02-30" }, "dueDate")).toBe(
      "Due date is required",
    );
    expect(messageFor(invoiceSchema, { ...invoice, amount: 10, dueDate: "0000-01-01" }, "dueDate")).toBe(
      "Due date is required",
    );
    expect(messageFor(projectSchema, { ...project, startDate: "12/01/2026" }, "startDate")).toBe(
      "Please enter a valid date (YYYY-MM-DD)",
    );
    expect(invoiceSchema.parse({ ...invoice, amount: 1980 }).status).toBe("pending");
  });

  it("accepts only http(s) file links", () => {
    expect(messageFor(deliverableSchema, { title: "Logo", fileUrl: "javascript:alert(1)" }, "fileUrl")).toBe(
      "File link must be an http or https address",
    );
    expect(deliverableSchema.parse({ title: "Logo", fileUrl: "https://files.example.com/logo.svg" }).isPublic).toBe(
      false,
    );
    expect(
      messageFor(documentSchema, { title: "Contract", type: "Contract", fileUrl: "ftp://x.example" }, "fileUrl"),
    ).toBe("File link must be an http or https address");
  });

  it("limits milestone and document statuses to the client area's values", () => {
    expect(milestoneSchema.parse({ title: "Design" }).status).toBe("pending");
    expect(messageFor(milestoneSchema, { title: "Design", status: "done" }, "status")).toBe(
      "Status must be completed, in_progress or pending",
    );
    expect(messageFor(documentSchema, { title: "Brief", type: "Brief", status: "rejected" }, "status")).toBe(
      "Status must be signed, approved or pending",
    );
    expect(messageFor(adminMessageSchema, { message: "" }, "message")).toBe("Message is required");
  });
});
