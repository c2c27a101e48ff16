/**
 * Client sign-in and invitations (issue 10 §2, spec 001 §5 "Client login",
 * "Registration"). Public: POST /login, GET /invitations/:token,
 * POST /invitations/accept. Behind requireClient: POST /logout, GET /me.
 */
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ACCOUNT_MESSAGES, acceptInvitationSchema, clientLoginSchema } from "../../../common/client-portal/account.ts";
import type { InvitationInfo, LoginResponse } from "../../../common/client-portal/api.ts";
import type { AppDeps } from "../../app.ts";
import { clients } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/errors.ts";
import { readJson } from "../../http/read-json.ts";
import { rateLimitByAddress, tooManyRequestsBody } from "../../rate-limit/middleware.ts";
import type { RateLimitRule } from "../../rate-limit/rate-limiter.ts";
import { hashPassword, verifyPassword } from "../admin-auth/password.ts";
import { consumeInvitations, findInvitation } from "../client-accounts/invitations.ts";
import type { ClientEnv } from "../client-accounts/require-client.ts";
import { createClientSession, revokeClientSession, revokeClientSessions } from "../client-accounts/sessions.ts";
import { toClient } from "./serialize.ts";
import { findClient } from "./service.ts";
import { clientSignInBlockedFor, recordClientSignInFailure } from "./sign-in-limit.ts";

/** One message for every refusal, so the answer never tells which emails have accounts. */
export const INVALID_LOGIN = "Invalid email or password";

/** Invitation links are 256-bit secrets; this only keeps a scanner from hammering the database. */
const INVITATION_LIMITS: RateLimitRule[] = [{ windowMs: 60_000, max: 20 }];

function invitationGone(): HttpError {
  return new HttpError(404, ACCOUNT_MESSAGES.invitation);
}

export function clientAccountPublicRoutes(deps: AppDeps) {
  return new Hono()
    .post("/login", async (c) => {
      const address = clientAddress(c, deps.config.TRUST_PROXY);
      const { email, password } = await readJson(c, clientLoginSchema);

      const wait = await clientSignInBlockedFor(deps, address, email);
      if (wait > 0) return c.json(tooManyRequestsBody(wait), 429, { "Retry-After": String(wait) });

      const [client] = await deps.db
        .select()
        .from(clients)
        .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`)
        .limit(1);
      // verifyPassword hashes even without a stored hash (unknown email, invitation not yet
      // accepted), so the answer time does not reveal which addresses have accounts.
      const valid = await verifyPassword(password, client?.password);
      if (!client || !valid || !client.isActive) {
        await recordClientSignInFailure(deps, address, email);
        return c.json({ error: INVALID_LOGIN }, 401);
      }
      const token = await createClientSession(deps.db, client.id, deps.now());
      return c.json({ token, client: toClient(client) } satisfies LoginResponse);
    })
    .use("/invitations/*", rateLimitByAddress(deps, "client-invitation", INVITATION_LIMITS))
    .get("/invitations/:token", async (c) => {
      const invitation = await findInvitation(deps.db, c.req.param("token"), deps.now());
      if (!invitation) throw invitationGone();
      const client = await findClient(deps.db, invitation.clientId);
      if (!client) throw invitationGone();
      const { email, firstName, lastName, company, phone } = client;
      return c.json({ email, firstName, lastName, company, phone } satisfies InvitationInfo);
    })
    .post("/invitations/accept", async (c) => {
      const input = await readJson(c, acceptInvitationSchema);
      const now = deps.now();
      const invitation = await findInvitation(deps.db, input.token, now);
      if (!invitation) throw invitationGone();
      // The account's email is the one the admin invited; the form shows it read-only.
      if (input.email.toLowerCase() !== invitation.email.toLowerCase()) {
        throw new HttpError(400, "This invitation was sent to a different email address.", {
          email: "This invitation was sent to a different email address.",
        });
      }
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
