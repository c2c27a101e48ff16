/**
 * The admin sets a contact submission's priority (DECISIONS.md § Facts
 * "Contact priority": `high` and `normal` are set when a lead arrives, `low`
 * only by the admin). PATCH /api/admin/submission/:id/priority {"priority"}.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { SUBMISSION_PRIORITIES, type SubmissionPriority } from "../../../common/admin/statuses.ts";
import type { Database } from "../../db/client.ts";
import { contactSubmissions } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";

const PRIORITY_MESSAGE = `Priority must be one of: ${SUBMISSION_PRIORITIES.join(", ")}`;

export const priorityBodySchema = z.object(
  { priority: z.enum(SUBMISSION_PRIORITIES, { error: PRIORITY_MESSAGE }) },
  { error: PRIORITY_MESSAGE },
);

export async function changePriority(db: Database, id: number, priority: SubmissionPriority) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ priority: contactSubmissions.priority })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id))
      .for("update");
    if (!current) throw new HttpError(404, `No submission with id ${id}`);
    await tx.update(contactSubmissions).set({ priority }).where(eq(contactSubmissions.id, id));
    return { id, priority, previousPriority: current.priority };
  });
}
