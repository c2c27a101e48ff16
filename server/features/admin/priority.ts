/**
 * The admin sets a contact submission's priority (docs/product/admin-console.md § Priority control:
 * `high` and `normal` are set when a lead arrives, `low`
 * only by the admin). PATCH /api/admin/submission/:id/priority {"priority"}.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { SUBMISSION_PRIORITIES, type SubmissionPriority } from "#common/admin/statuses.ts";
import type { Database } from "#server/db/client.ts";
import { contactSubmissions, leadEvents } from "#server/db/schema.ts";
import { HttpError } from "#server/http/errors.ts";
import type { SignedInAdmin } from "../admin-auth/sessions.ts";

const PRIORITY_MESSAGE = `Priority must be one of: ${SUBMISSION_PRIORITIES.join(", ")}`;

export const priorityBodySchema = z.object(
  { priority: z.enum(SUBMISSION_PRIORITIES, { error: PRIORITY_MESSAGE }) },
  { error: PRIORITY_MESSAGE },
);

/** The change goes into the lead's timeline, with who made it, in the same transaction (docs/product/admin-console.md § Timeline). */
export async function changePriority(
  db: Database,
  id: number,
  priority: SubmissionPriority,
  actor: Pick<SignedInAdmin, "adminId" | "username">,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ priority: contactSubmissions.priority })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for("update");
    if (!current) throw new HttpError(404, `No submission with id ${id}`);
    await tx.update(contactSubmissions).set({ priority }).where(eq(contactSubmissions.id, id));
    if (current.priority !== priority) {
      await tx.insert(leadEvents).values({
        leadKind: "submission",
        leadId: id,
        kind: "priority",
        body: `${current.priority} → ${priority}`,
        actorId: actor.adminId,
        actorName: actor.username,
        createdAt: now,
      });
    }
    return { id, priority, previousPriority: current.priority };
  });
}
