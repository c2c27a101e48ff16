/**
 * Client sign-in and invitations (docs/product/client-area.md § Sign-in, § Invitations, § Passwords).
 * Public: POST /login, POST /invitations/lookup,
 * POST /invitations/accept. Behind requireClient: POST /logout, GET /me.
 * An invitation token travels in request bodies only: a path or query string
 * ends up in access logs (ours, a proxy's), and the token sets a password.
 */

import { eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  ACCOUNT_MESSAGES,
  acceptInvitationSchema,
  clientLoginSchema,
  invitationLookupSchema,
} from "#common/client-area/account.ts";
import type { InvitationInfo, LoginResponse } from "#common/client-area/api.ts";
import { clients } from "#server/db/schema.ts";
import type { AppDeps } from "#server/deps.ts";
import { clientLimitKey } from "#server/http/client-address.ts";
import { HttpError } from "#server/http/errors.ts";
import { readJson } from "#server/http/read-json.ts";
import { newPasswordServerSchema } from "#server/passwords/common-passwords.ts";
import { weakPasswordReason } from "#server/passwords/password-strength.ts";
import { rateLimitByAddress, tooManyRequestsBody } from "#server/rate-limit/middleware.ts";
import type { RateLimitRule } from "#server/rate-limit/rate-limiter.ts";
import { countSignInAttempt, signInSucceeded } from "#server/rate-limit/sign-in-limit.ts";
import { hashPassword, verifyPassword } from "../admin-auth/password.ts";
import { consumeInvitations, findInvitation } from "./accounts/invitations.ts";
import type { ClientEnv } from "./accounts/require-client.ts";
import { createClientSession, revokeClientSession, revokeClientSessions } from "./accounts/sessions.ts";
import { toClient } from "./serialize.ts";
import { findClient } from "./service.ts";

/** One message for every refusal, so the answer never tells which emails have accounts. */
export const INVALID_LOGIN = "Invalid email or password";

/** Invitation links are 256-bit secrets; this only keeps a scanner from hammering the database. */
const INVITATION_LIMITS: RateLimitRule[] = [{ windowMs: 60_000, max: 20 }];

/** The registration as the server checks it: the browser's rules, and the password not a common one. */
const acceptInvitationServerSchema = acceptInvitationSchema.extend({ password: newPasswordServerSchema });
/**
 * The lookup's former address (GET /invitations/:token), for a page loaded
 * before it moved. The token is not read, and the request log shows this
 * route's pattern instead of the path (server/web/site-handler.ts).
 */
function outdatedLookup(c: Context) {
  return c.json({ error: "This page is out of date. Please reload it to check your invitation link." }, 410);
}

function invitationGone(): HttpError {
  return new HttpError(404, ACCOUNT_MESSAGES.invitation);
}

export function clientAccountPublicRoutes(deps: AppDeps) {
  return new Hono()
    .post("/login", async (c) => {
      const address = clientLimitKey(c, deps.config);
      const { email, password } = await readJson(c, clientLoginSchema);

      // Counted before the password is hashed, so a burst sent at once is limited too.
      const check = await countSignInAttempt(deps, "client", email, address);
      if (!check.allowed) {
        const wait = check.retryAfterSeconds;
        return c.json(tooManyRequestsBody(wait), 429, { "Retry-After": String(wait) });
      }

      const [client] = await deps.db
        .select()
        .from(clients)
        .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`)
        .limit(1);
      // verifyPassword hashes even without a stored hash (unknown email, invitation not yet
      // accepted), so the answer time does not reveal which addresses have accounts.
      const valid = await verifyPassword(password, client?.password);
      if (!client || !valid || !client.isActive) return c.json({ error: INVALID_LOGIN }, 401);
      await signInSucceeded(deps, check.attempt);
      const token = await createClientSession(deps.db, client.id, deps.now());
      return c.json({ token, client: toClient(client) } satisfies LoginResponse);
    })
    .use("/invitations/*", rateLimitByAddress(deps, "client-invitation", INVITATION_LIMITS))
    .post("/invitations/lookup", async (c) => {
      const { token } = await readJson(c, invitationLookupSchema);
      const invitation = await findInvitation(deps.db, token, deps.now());
      if (!invitation) throw invitationGone();
      const client = await findClient(deps.db, invitation.clientId);
      if (!client) throw invitationGone();
      const { email, firstName, lastName, company, phone } = client;
      return c.json({ email, firstName, lastName, company, phone } satisfies InvitationInfo);
    })
    .get("/invitations/:token", outdatedLookup)
    .post("/invitations/accept", async (c) => {
      const input = await readJson(c, acceptInvitationServerSchema);
      const now = deps.now();
      const invitation = await findInvitation(deps.db, input.token, now);
      if (!invitation) throw invitationGone();
      // The account's email is the one the admin invited; the form shows it read-only.
      if (input.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new HttpError(400, "This invitation was sent to a different email address.", {
          email: "This invitation was sent to a different email address.",
        });
      }
      // Strong enough for this person: not their name, address or company, nor the agency's name.
      const weak = await weakPasswordReason(input.password, [
        invitation.email,
        input.firstName,
        input.lastName,
        input.company,
      ]);
      if (weak) throw new HttpError(400, weak, { password: weak });
      const passwordHash = await hashPassword(input.password);
      const accepted = await deps.db.transaction(async (tx) => {
        // Marking the links used is the gate: of two tabs submitting at once, one wins.
        if (!(await consumeInvitations(tx, invitation, now))) return false;
        await tx
          .update(clients)
          .set({
            password: passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            company: input.company ?? null,
            phone: input.phone ?? null,
          })
          .where(eq(clients.id, invitation.clientId));
        return true;
      });
      if (!accepted) throw invitationGone();
      // A new password ends every older session (a forwarded or stolen token stops working).
      await revokeClientSessions(deps.db, invitation.clientId, now);
      const token = await createClientSession(deps.db, invitation.clientId, now);
      const client = await findClient(deps.db, invitation.clientId);
      if (!client) throw invitationGone();
      return c.json({ token, client } satisfies LoginResponse);
    });
}

export function clientAccountRoutes(deps: AppDeps) {
  return new Hono<ClientEnv>()
    .post("/logout", async (c) => {
      await revokeClientSession(deps.db, c.get("clientSessionId"), deps.now());
      return c.json({ success: true });
    })
    .get("/me", async (c) => {
      const client = await findClient(deps.db, c.get("clientId"));
      if (!client) return c.json({ error: "Please sign in to your client portal." }, 401);
      return c.json({ client });
    });
}
