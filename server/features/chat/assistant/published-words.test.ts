import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant";
import { createPublishedWords } from "./published-words";
import { monthDayIn, slotOfDateAnswer } from "./slot-answers";

const ask = (content: string, face: "default" | "conservative" = "default") =>
  createAssistant()([{ role: "user", content }], face).text;

describe("how we work, in the site's published words", () => {
  it("quotes the onboarding steps, the portal's tabs, the FAQ's weekly updates and the warranty", () => {
    expect(ask("What are the onboarding steps once I sign up?")).toContain(
      "Welcome, Project Details, Service Overview, Contract Review, Payment Setup and Portal Access",
    );
    const portal = ask("What can I see in the client portal?", "conservative");
    expect(portal).toContain("Milestones (the project's phases in order)");
    expect(portal).toContain("/client-portal");
    expect(ask("How often will I hear from you while you're building the site?")).toContain("Every week");
    expect(ask("If something breaks after launch, do I have to pay to get it fixed?")).toContain("30-day warranty");
  });

  it("quotes nothing below the confidence floor, and nothing naming the other face's offers", () => {
    const find = createPublishedWords();
    expect(find("how much does a website cost", () => true)).toBeUndefined();
    expect(find("what happens after I book a slot?", () => true)).toBeUndefined();
    // The warranty's FAQ names the default face's tiers: a visitor of the light pages gets the terms' words instead.
    const broke = "something broke after launch, is the fix free?";
    expect(find(broke, () => true)?.id).toBe("faq-7");
    expect(find(broke, (text) => !text.includes("Market Leader"))?.id).toBe("terms-of-service-warranty");
  });
});

describe("the slot a date falls in", () => {
  it("reads a month and a day in either order", () => {
    expect(monthDayIn("start around march 20")).toEqual({ month: 3, day: 20 });
    expect(monthDayIn("the 5th of may")).toEqual({ month: 5, day: 5 });
    expect(monthDayIn("sept 30th")).toEqual({ month: 9, day: 30 });
    expect(monthDayIn("in 20 weeks")).toBeUndefined();
  });

  it("names the half-month slot, February's end said for any year", () => {
    expect(slotOfDateAnswer("which slot covers may 5th")).toContain("the May 1st–15th slot");
    expect(slotOfDateAnswer("we want to reserve a slot around feb 20")).toContain(
      "February 16th–28th (29th in a leap year)",
    );
    expect(slotOfDateAnswer("what happens on march 20")).toBeUndefined();
    expect(ask("We'd like to start building around March 20 - which slot should I reserve?")).toContain(
      "March 16th–31st",
    );
  });
});

describe("the legal pages' words", () => {
  it("quotes the terms and the privacy policy where they answer, with their page", () => {
    const invoices = ask("when are invoices due?");
    expect(invoices).toContain("Invoices are payable within 14 days");
    expect(invoices).toContain("/terms-of-service");
    expect(ask("how many revision rounds do I get?")).toContain(
      "Each proposal includes the rounds of revisions it states",
    );
    const data = ask("how long do you keep my data?");
    expect(data).toContain("Chat conversations: up to 12 months");
    expect(data).toContain("/privacy-policy");
    expect(ask("can you delete my personal data?")).toContain("Ask us to delete your information");
  });
});
