import { describe, expect, it } from "vitest";
import { nextBarState } from "./shell-rules";

const END = 3000;
/** Scrolls through the positions in order and says, after each, whether the bar is hidden. */
const hiddenAfter = (positions: number[]) => {
  let state = { y: 0, hidden: false };
  return positions.map((y) => {
    state = nextBarState(state, y, END);
    return state.hidden;
  });
};

describe("the phone's top bar", () => {
  it("steps aside while the visitor scrolls down and comes back on the way up", () => {
    expect(hiddenAfter([150, 300, 450, 400, 350, 500])).toEqual([true, true, true, false, false, true]);
  });

  it("always shows near the top and at the end of the page", () => {
    expect(hiddenAfter([40, 64, 600, END, END - 1])).toEqual([false, false, true, false, false]);
  });

  it("ignores a rebound of a few pixels", () => {
    expect(hiddenAfter([600, 597, 601])).toEqual([true, true, true]);
    expect(hiddenAfter([600, 500, 503])).toEqual([true, false, false]);
  });
});
