import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant";

/** The last reply of a thread of visitor messages. */
function lastReply(thread: string[], face: "default" | "conservative" = "default"): string {
  const respond = createAssistant();
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let text = "";
  for (const content of thread) {
    messages.push({ role: "user", content });
    text = respond(messages, face).text;
    messages.push({ role: "assistant", content: text });
  }
  return text;
}

describe("the visitor's selection across the thread", () => {
  it("adds a follow-up's add-on to what was priced, without charging what the offer includes", () => {
    expect(lastReply(["Growth Engine with a store - how much?", "and SEO too?"])).toContain("$7,500");
    expect(lastReply(["Foundation with a store - how much?", "and a logo too?"])).toContain("$5,800");
  });

  it("takes an add-on out of the selection, down to the offer alone", () => {
    expect(
      lastReply(["Foundation with logo, copywriting and a booking system, total?", "drop the booking system"]),
    ).toContain("$4,700");
    expect(lastReply(["Foundation with a logo, total?", "remove the logo"])).toContain("$3,500");
  });

  it("moves the same add-ons to another offer: named, the next one down, or the largest", () => {
    expect(lastReply(["Market Leader with a logo and copywriting?", "what about on Foundation instead?"])).toContain(
      "$4,700",
    );
    const cheaper = lastReply(
      ["Business Engine with a logo and copywriting?", "what about on the cheaper package?"],
      "conservative",
    );
    expect(cheaper).toContain("Essential Presence");
    expect(cheaper).toContain("$4,800");
    expect(lastReply(["Growth Engine with a logo and copywriting", "put that on the big one"])).toContain("$13,200");
  });

  it("replaces the add-ons when the visitor says instead", () => {
    const reply = lastReply(["Foundation with a logo, total?", "what about a chatbot instead?"]);
    expect(reply).not.toContain("Logo Design");
  });
});

describe("a website with something", () => {
  it("is a total with a recommendation, its link opening the tool with the add-on chosen", () => {
    const reply = lastReply(["How much is a website with online booking?"]);
    expect(reply).toContain("My suggestion: Foundation ($3,500) + Booking System ($1,300) = from $4,800");
    expect(reply).toContain("/custom-quote?package=essential&addons=booking-system");
    const light = lastReply(["How much is a website with online booking?"], "conservative");
    expect(light).toContain("Essential Presence ($4,000) + Booking System ($800) = $4,800");
    // The customizer does not sell a booking system with Essential Presence: the quote builder prices it.
    expect(light).toContain("/custom-quote?package=essential&addons=booking-system");
  });

  it("names the offers whose published features include what was asked", () => {
    expect(lastReply(["Which package comes with a content management system?"])).toContain("Growth Engine includes it");
    expect(lastReply(["Which package has performance monitoring?"], "conservative")).toContain(
      "Custom Enterprise includes it",
    );
  });
});

describe("the selection after other answers", () => {
  it("adds to a recommendation's plan, and to the offers a feature question named", () => {
    expect(lastReply(["how much is a website with online booking?", "and add a logo too"])).toContain(
      "Foundation ($3,500) + Booking System ($1,300) + Logo Design ($800) = from $5,600",
    );
    expect(
      lastReply(["Which package comes with a content management system?", "how much is it with a logo?"]),
    ).toContain("Growth Engine ($6,000) + Logo Design ($800) = from $6,800");
  });

  it("remembers a message in another language as it was answered", () => {
    const reply = lastReply(
      ["Hoeveel kost Business Engine met een logo en teamtraining?", "and the deposit?"],
      "conservative",
    );
    expect(reply).toContain("Team Training ($350) = $9,200");
    expect(reply).toContain("$3,036");
  });
});

describe("one message that takes out and puts in, and the gap after a comparison", () => {
  it("takes out and puts in each add-on by its own verb", () => {
    expect(
      lastReply(["market leader plus multi language and video production pls", "hmm drop the video and add a logo"]),
    ).toContain("Market Leader ($12,000) + Multi-language ($1,100) + Logo Design ($800) = from $13,900");
  });

  it("states how much more after a comparison in the same message", () => {
    expect(
      lastReply(["foundation vs growth engine - whats the difference, and how much more is growth engine?"]),
    ).toContain("Growth Engine costs $2,500 more than Foundation");
  });

  it("names the service it does not offer", () => {
    expect(lastReply(["do you build native mobile apps for iOS and android?"])).toContain(
      "We don't offer native mobile apps",
    );
  });
});

describe("add-ons named only to be left out", () => {
  it("prices none of them: 'but no logo', 'not the chatbot', 'without copywriting', 'I don't need a logo'", () => {
    expect(lastReply(["Foundation with SEO and copywriting but no logo - total?"])).toContain("= from $4,600");
    expect(lastReply(["Growth Engine with a logo, not the chatbot, how much?"])).toContain(
      "Growth Engine ($6,000) + Logo Design ($800) = from $6,800",
    );
    expect(lastReply(["foundation with logo and without copywriting"])).toContain("= from $4,300");
    expect(lastReply(["Foundation with copywriting, I don't need a logo"])).toContain("= from $3,900");
  });

  it("takes one out of the selection when a follow-up only refuses it", () => {
    expect(lastReply(["Foundation with a logo and a chatbot, total?", "actually no chatbot"])).toContain(
      "= from $4,300",
    );
  });
});

describe("more ways a visitor changes the selection", () => {
  it("swaps one add-on for another", () => {
    const reply = lastReply(
      [
        "Custom Enterprise with an e-commerce store and user accounts, what's the total?",
        "swap the user accounts for a booking system",
      ],
      "conservative",
    );
    expect(reply).toContain("Booking System ($800)");
    expect(reply).not.toContain("User Accounts");
  });

  it("prices add-ons wanted 'on it' on the offer just named", () => {
    expect(lastReply(["is a landing page enough? want the ai chatbot and copywriting on it"])).toContain(
      "Landing Page Package ($1,000) + AI Chatbot ($750) + Professional Copywriting ($400) = from $2,150",
    );
  });

  it("reads 'do you store' as a verb, and an event as the deadline", () => {
    expect(lastReply(["do you store what I write in this chat?"], "conservative")).toContain(
      "Chat conversations: up to 12 months",
    );
    expect(lastReply(["trade show in 3 weeks, which of your packages can you deliver in time?"])).toContain(
      "Fits your deadline: Landing Page Package",
    );
  });
});
