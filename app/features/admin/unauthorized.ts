/**
 * What the console does when one of its requests answers 401 (docs/product/admin-console.md
 * § Unauthorized): say so, forget the token, and go to sign-in a moment later. Two cases are not a
 * session that ended:
 * - no token is stored: this browser has already signed out (a logout's own requests, still in
 *   flight, answer 401 on the way out), so there is nothing to announce;
 * - a token is stored again by the time the redirect is due: the admin has signed in meanwhile, and
 *   that new session must not be thrown away for the old one's 401.
 * Several requests failing together end the session once.
 */
export interface StoredToken {
  read(): string | null;
  clear(): void;
}

export function endSessionOnUnauthorized(
  token: StoredToken,
  steps: { announce: () => void; signOut: () => void; later: (run: () => void) => void },
): void {
  if (token.read() === null) return;
  steps.announce();
  token.clear();
  steps.later(() => {
    if (token.read() === null) steps.signOut();
  });
}
