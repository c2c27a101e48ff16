import { describe, expect, it } from "vitest";
import { SUBJECT_MAX_CHARACTERS, subjectLine } from "./outbox.ts";

describe("subjectLine", () => {
  it("keeps a subject that fits as it is", () => {
    expect(subjectLine("New inquiry from Ada - Growth")).toBe("New inquiry from Ada - Growth");
  });

  it("folds line breaks a visitor typed into one line, so no text starts a new header", () => {
    expect(subjectLine("New inquiry from Ada\r\nBcc: victim@example.com")).toBe(
      "New inquiry from Ada Bcc: victim@example.com",
    );
  });

  it("cuts a long subject to the limit with an ellipsis, never inside a character", () => {
    const subject = subjectLine(`Inquiry ${"😀".repeat(500)}`);
    expect(Array.from(subject)).toHaveLength(SUBJECT_MAX_CHARACTERS);
    expect(subject.endsWith("😀…")).toBe(true);
  });
});
