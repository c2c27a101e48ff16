import { describe, expect, it } from "vitest";
import { amountInCents, centsText, paymentReturnPath } from "./checkout";

describe("amounts Stripe takes", () => {
  it("turns the stored dollars into whole cents", () => {
    expect(amountInCents("1155.00")).toBe(115_500);
    expect(amountInCents("1980.5")).toBe(198_050);
    expect(amountInCents("12000")).toBe(1_200_000);
    expect(amountInCents("0.07")).toBeNull();
  });

  it("refuses what is not an amount Stripe can charge", () => {
    for (const amount of ["", "-5.00", "1e3", "12.345", "0.49", "abc"]) expect(amountInCents(amount)).toBeNull();
    expect(amountInCents("0.50")).toBe(50);
  });

  it("writes cents as the portal writes prices", () => {
    expect(centsText(115_500)).toBe("$1,155");
    expect(centsText(198_050)).toBe("$1,980.50");
    expect(centsText(5)).toBe("$0.05");
  });

  it("sends the client back to the portal with the outcome and the invoice", () => {
    expect(paymentReturnPath("paid", 7)).toBe("/client-portal?payment=paid&invoice=7");
  });
});
