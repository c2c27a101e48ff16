/**
 * VIEW BOARD and SHARE WITH CLIENT (docs/product/admin-console.md § Mood board card): the console reads a
 * board whatever its status; sharing publishes its page and mails its link to the address given, on the
 * lead's timeline.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { LeadDetail } from "#common/admin/lead-page";
import type { MoodBoard } from "#common/mood-board/board";
import { moodBoardRequestSchema } from "#common/mood-board/schema";
import type { BoardShared } from "#common/mood-board/share-with-client";
import { emailOutbox, moodBoards, statusChanges } from "#server/db/schema.ts";
import { jsonRequest } from "#tests/support/test-app";
import { moodBoardBody } from "#tests/support/valid-bodies";
import { adminTestAppForFile, clearTables, TEST_ADMIN, withToken } from "../admin/admin-test-support.ts";
import { createMoodBoard } from "./service.ts";

const NOW = new Date("2026-12-03T15:00:00Z");
const app = adminTestAppForFile({ now: () => NOW });
beforeEach(() => clearTables(app.t, [emailOutbox, statusChanges, moodBoards]));

async function draftBoard(clientEmail?: string) {
  const { id, moodBoard } = await createMoodBoard(
    { db: app.t.database.db, now: () => NOW },
    moodBoardRequestSchema.parse({ ...moodBoardBody(), projectName: "Sunrise <Bakery>", clientEmail }),
  );
  return { id, shareId: moodBoard.shareId };
}

const share = (id: number | string, body: unknown) =>
  app.t.app.request(`/api/admin/mood-boards/${id}/share`, withToken(app.token, jsonRequest(body)));

describe("the console's VIEW BOARD and SHARE WITH CLIENT", () => {
  it("reads a draft board the public link does not show yet", async () => {
    const { id, shareId } = await draftBoard();
    const response = await app.t.app.request(`/api/admin/mood-boards/${id}/board`, withToken(app.token));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { moodBoard: MoodBoard; clientEmail: string | null };
    expect(body.moodBoard).toMatchObject({
      projectName: "Sunrise <Bakery>",
      status: "draft",
    });
    expect((await app.t.app.request(`/api/mood-board/shared/${shareId}`)).status).toBe(404);
    expect((await app.t.app.request(`/api/admin/mood-boards/${id}/board`)).status).toBe(401);
    expect((await app.t.app.request("/api/admin/mood-boards/999999/board", withToken(app.token))).status).toBe(404);
  });

  it("publishes the board, mails its link to the edited address and files both on the timeline", async () => {
    const { id, shareId } = await draftBoard("owner@sunrise.example");
    const response = await share(id, { email: "partner@sunrise.example" });
    expect(response.status).toBe(200);
    const shared = (await response.json()) as BoardShared;
    expect(shared.sentTo).toBe("partner@sunrise.example");
    expect(shared.boardUrl).toMatch(new RegExp(`/mood-board/${shareId}$`));

    const [mail] = await app.t.database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: "mood-board.share", toAddress: "partner@sunrise.example" });
    expect(mail!.textBody).toContain(shared.boardUrl);
    expect(mail!.htmlBody).toContain(`href="${shared.boardUrl}"`);
    expect(mail!.htmlBody).toContain("Sunrise &lt;Bakery&gt;");

    // The link now opens the board for anyone who has it.
    expect((await app.t.app.request(`/api/mood-board/shared/${shareId}`)).status).toBe(200);
    const [board] = await app.t.database.db.select().from(moodBoards).where(eq(moodBoards.id, id));
    // The board's own address is kept: the edited one was for this mail.
    expect(board).toMatchObject({ status: "shared", clientEmail: "owner@sunrise.example" });

    const lead = (await (
      await app.t.app.request(`/api/admin/leads/mood-board/${id}`, withToken(app.token))
    ).json()) as LeadDetail;
    expect(lead.timeline).toContainEqual(
      expect.objectContaining({ type: "email", kind: "mood-board.share", recipient: "partner@sunrise.example" }),
    );
    expect(lead.timeline).toContainEqual(
      expect.objectContaining({ type: "status", from: "draft", to: "shared", actor: TEST_ADMIN.username }),
    );
  });

  it("gives a board without a client address the one it was shared with, and shares again without a new status", async () => {
    const { id } = await draftBoard();
    expect((await share(id, { email: "client@example.com" })).status).toBe(200);
    expect((await share(id, { email: "client@example.com" })).status).toBe(200);
    const [board] = await app.t.database.db.select().from(moodBoards).where(eq(moodBoards.id, id));
    expect(board?.clientEmail).toBe("client@example.com");
    expect(await app.t.database.db.select().from(statusChanges)).toHaveLength(1);
    expect(await app.t.database.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("refuses a bad address and an unknown board, and sends nothing", async () => {
    const { id } = await draftBoard();
    const bad = await share(id, { email: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Please enter a valid email address" });
    expect((await share(999_999, { email: "a@example.com" })).status).toBe(404);
    expect((await share("x", { email: "a@example.com" })).status).toBe(404);
    expect(await app.t.database.db.select().from(emailOutbox)).toHaveLength(0);
  });
});
