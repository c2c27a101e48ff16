import { describe, expect, it } from "vitest";
import { isCommonPassword, newPasswordServerSchema } from "./common-passwords.ts";

function problem(password: unknown): string | undefined {
  const result = newPasswordServerSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("a new password", () => {
  it("is refused under 10 characters, however uncommon, and asked for when empty", () => {
    expect(problem("password")).toBe("Password must be at least 10 characters");
    expect(problem("x7#Lq9!zR")).toBe("Password must be at least 10 characters");
    expect(problem(undefined)).toBe("Please choose a password");
    expect(problem("")).toBe("Please choose a password");
  });

  it("is refused when it is a common password, whatever its case", () => {
    for (const password of ["password123", "qwertyuiop", "1234567890", "Password1234", "IloveYou123", "football123"]) {
      expect(problem(password), password).toBe("This password is too common: choose one that is harder to guess.");
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("is accepted when long and not on the list", () => {
    for (const password of ["correct horse battery staple", "glaze-swatch-kiln-41", "x7#Lq9!zR2"]) {
      expect(problem(password), password).toBeUndefined();
    }
    expect(problem("a".repeat(201))).toBe("Password must be at most 200 characters");
  });
});
