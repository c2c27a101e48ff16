import { describe, expect, it } from "vitest";
import { greetableName, visitorGreeting } from "./visitor-greeting.ts";

describe("visitorGreeting", () => {
  it.each(["Ada Lovelace", "Dr. Emily Carter", "J.R. Tolkien", "Zoë O’Brien-Smith", "José", "李小龍", "Anne-Marie"])(
    "greets %s by name",
    (name) => {
      expect(visitorGreeting(name)).toBe(`Hello ${name},`);
    },
  );

  it.each([
    "Claim your prize at http://evil.test",
    "evil.test",
    "www.example",
    "mallory@evil.example",
    "Call +1 555 0100",
    "Visit us now for a free prize today",
    "<b>Ada</b>",
    "A".repeat(41),
    "Ada..Lovelace",
    "   ",
  ])("greets %j neutrally", (name) => {
    expect(greetableName(name)).toBeUndefined();
    expect(visitorGreeting(name, "Hi")).toBe("Hi,");
  });
});
