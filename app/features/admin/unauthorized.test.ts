import { describe, expect, it } from "vitest";
import { endSessionOnUnauthorized, type StoredToken } from "./unauthorized";

function setUp(initial: string | null) {
  let stored = initial;
  const token: StoredToken = {
    read: () => stored,
    clear: () => {
      stored = null;
    },
  };
  const pending: Array<() => void> = [];
  const calls = { announced: 0, signedOut: 0 };
  const unauthorized = () =>
    endSessionOnUnauthorized(token, {
      announce: () => {
        calls.announced += 1;
      },
      signOut: () => {
        calls.signedOut += 1;
      },
      later: (run) => pending.push(run),
    });
  return {
    calls,
    unauthorized,
    signIn: (value: string) => {
      stored = value;
    },
    stored: () => stored,
    runPending: () => {
      for (const run of pending.splice(0)) run();
    },
  };
}

describe("a console request answered 401", () => {
  it("says the admin is logged out, forgets the token and then goes to sign-in", () => {
    const session = setUp("expired-token");
    session.unauthorized();
    expect(session.calls.announced).toBe(1);
    expect(session.stored()).toBeNull();
    expect(session.calls.signedOut).toBe(0);
    session.runPending();
    expect(session.calls.signedOut).toBe(1);
  });

  it("ends the session once when several requests fail together", () => {
    const session = setUp("expired-token");
    session.unauthorized();
    session.unauthorized();
    session.unauthorized();
    session.runPending();
    expect(session.calls).toEqual({ announced: 1, signedOut: 1 });
  });

  it("announces nothing after a logout, whose own requests answer 401 on the way out", () => {
    const session = setUp(null);
    session.unauthorized();
    session.runPending();
    expect(session.calls).toEqual({ announced: 0, signedOut: 0 });
  });

  it("keeps a session signed in before the redirect was due", () => {
    const session = setUp("expired-token");
    session.unauthorized();
    session.signIn("fresh-token");
    session.runPending();
    expect(session.calls.signedOut).toBe(0);
    expect(session.stored()).toBe("fresh-token");
  });
});
