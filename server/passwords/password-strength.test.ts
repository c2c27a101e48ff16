/** The passwords the new-password rule refuses and takes (common/new-password.ts). */
import { describe, expect, it } from "vitest";
import { NEW_PASSWORD_MESSAGES } from "#common/new-password.ts";
import { weakPasswordReason } from "./password-strength.ts";

const PERSON = ["lee.log@example.com", "Lee", "Logsdon", "Harbor Dental"];

describe("weakPasswordReason", () => {
  it.each([
    ["ten spaces", "          "],
    ["ten zeros", "0000000000"],
    ["a common one with a number", "admin12345"],
    ["a sequence", "abcdefghij"],
    ["a repeat", "abcabcabcabc"],
    ["the person's name", "LeeLogsdon2026"],
    ["the person's address", "lee.log@example.com"],
    ["the person's company", "HarborDental1"],
    ["the agency's name", "MeridianStudio1"],
    ["a common password with a space", "password 123"],
    ["a keyboard walk", "qwertyuiop"],
  ])("refuses %s", async (_, password) => {
    expect(await weakPasswordReason(password, PERSON)).toBeDefined();
  });

  it("refuses a space at either end, which a person will not type again the same way", async () => {
    expect(await weakPasswordReason(" correct horse battery staple", PERSON)).toBe(NEW_PASSWORD_MESSAGES.edgeSpaces);
    expect(await weakPasswordReason("correct horse battery staple ", PERSON)).toBe(NEW_PASSWORD_MESSAGES.edgeSpaces);
  });

  it.each(["lee-log-password-1x", "violet kettle orbit 42", "Tq8#mZ2!vR4p"])("takes %s", async (password) => {
    expect(await weakPasswordReason(password, PERSON)).toBeUndefined();
  });
});
