/**
 * What the operator reads on /admin/privacy (docs/product/admin-console.md § Personal data): a row's key
 * fields with the link to its lead, and rows per table in words, in the console's order of the tables.
 */
import { describe, expect, it } from "vitest";
import { describeCounts } from "./count-text";
import { summariseRow } from "./row-summary";

describe("a row's summary", () => {
  it("names a lead, says where it came from, and links to its page in the console", () => {
    const summary = summariseRow("contact_submissions", {
      id: 42,
      name: "Zelda Quist",
      business: "Quistworks",
      source: "chat",
      status: "new",
      websiteUrl: null,
      createdAt: "2026-11-27T12:00:00.000Z",
    });
    expect(summary).toEqual({
      title: "Zelda Quist · Quistworks",
      detail: "From chat · new",
      href: "/admin/leads/submission/42",
      at: "2026-11-27T12:00:00.000Z",
    });
    expect(summariseRow("mood_boards", { id: 7, projectName: "Board", status: "draft" }).href).toBe(
      "/admin/leads/mood-board/7",
    );
    expect(summariseRow("clients", { id: 3, firstName: "Zelda", lastName: "Quist", isActive: true }).href).toBe(
      "/admin/clients/3",
    );
  });

  it("shows a chat conversation by its visitor's first words, cut at 120 characters", () => {
    const long = "word ".repeat(40);
    const summary = summariseRow("chat_conversations", {
      id: 1,
      messages: [
        { role: "assistant", content: "Hi!" },
        { role: "user", content: long },
      ],
    });
    expect(summary.title).toHaveLength(120);
    expect(summary.title.endsWith("…")).toBe(true);
    expect(summary.detail).toBe("2 messages");
  });

  it("falls back to the row's id when nothing else names it", () => {
    expect(summariseRow("onboarding_steps", { id: 9 }).title).toBe("#9");
  });
});

describe("rows per table in words", () => {
  it("lists the tables in the console's order, kept rows after their table's name", () => {
    expect(describeCounts({ email_outbox: 3, clients: 1, contact_submissions: 2, "kept:invoices": 1 })).toBe(
      "Contact, chat and audit requests: 2 · Client account: 1 · Invoices kept: 1 · Emails to, from or about the person: 3",
    );
    expect(describeCounts({})).toBe("nothing held");
  });
});
