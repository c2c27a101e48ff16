import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { moodBoardSchema } from "#common/mood-board/board";
import { STYLES } from "#common/mood-board/options";
import { moodBoards } from "#server/db/schema";
import { createTestApp, jsonRequest, type TestApp } from "#tests/support/test-app";
import { moodBoardBody } from "#tests/support/valid-bodies";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { RATE_LIMIT_FACTOR: "1000" } });
});
afterAll(() => testApp.close());
beforeEach(async () => {
  await testApp.database.db.delete(moodBoards);
});

const post = (body: unknown) => testApp.app.request("/api/mood-board", jsonRequest(body));
const rows = () => testApp.database.db.select().from(moodBoards);

const valid = moodBoardBody();

describe("POST /api/mood-board", () => {
  it("generates the board, answers {moodBoard} and stores it as a draft with its generated board", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { moodBoard } = (await response.json()) as { moodBoard: unknown };
    const board = moodBoardSchema.parse(moodBoard);
    expect(board).toMatchObject({
      projectName: valid.projectName,
      projectType: valid.projectType,
      targetAudience: valid.targetAudience,
      businessGoals: valid.businessGoals,
      brandPersonality: valid.brandPersonality,
      status: "draft",
    });
    expect(board.generatedBoard.colorPalettes[0]?.name).toBe("Professional Blue");
    expect(board.generatedBoard.colorPalettes.length).toBeGreaterThanOrEqual(3);
    expect(board.generatedBoard.typography.primary.family).toBe("DM Serif Display");
    expect(board.generatedBoard.layoutConcepts).toHaveLength(3);
    expect(board.shareId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(board.shareUrl).toBe(`/mood-board/${board.shareId}`);
    // The client's email is stored but never echoed to a page that may be shared.
    expect(JSON.stringify(moodBoard)).not.toContain("partner@halewhitcombe.example");

    const [row, ...others] = await rows();
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      projectName: valid.projectName,
      brandPersonality: valid.brandPersonality,
      colorPreferences: valid.colorPreferences,
      stylePreferences: valid.stylePreferences,
      inspirationDescription: valid.inspirationDescription,
      clientEmail: valid.clientEmail,
      status: "draft",
      shareId: board.shareId,
    });
    expect(row?.generatedBoard).toEqual(board.generatedBoard);
  });

  it("gives the same board for the same brief and a variation for the next seed; share ids differ", async () => {
    const first = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    const again = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    const next = moodBoardSchema.parse(
      ((await (await post({ ...valid, seed: 1 })).json()) as { moodBoard: unknown }).moodBoard,
    );
    expect(again.generatedBoard).toEqual(first.generatedBoard);
    expect(next.generatedBoard).not.toEqual(first.generatedBoard);
    expect(new Set([first.shareId, again.shareId, next.shareId]).size).toBe(3);
  });

  it("accepts all twelve styles at once and stores every one", async () => {
    const response = await post({ ...valid, stylePreferences: [...STYLES] });
    expect(response.status).toBe(201);
    const board = moodBoardSchema.parse(((await response.json()) as { moodBoard: unknown }).moodBoard);
    expect(board.stylePreferences).toEqual([...STYLES]);
    const [row] = await rows();
    expect(row?.stylePreferences).toHaveLength(12);
    expect(row?.stylePreferences).toEqual([...STYLES]);
  });

  it("answers 400 with a message per field and stores nothing for an invalid brief", async () => {
    const response = await post({
      ...valid,
      projectName: "",
      projectType: "Moon Base",
      brandPersonality: [],
      stylePreferences: ["Vaporwave"],
      clientEmail: "nope",
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      projectName: "Please enter a project name",
      projectType: "Please select a project type",
      brandPersonality: "Please choose at least one brand personality",
      stylePreferences: "Please choose styles from the list",
      clientEmail: "Please enter a valid email address",
    });
    expect(body.error).toBe("Please enter a project name");
    expect(await rows()).toHaveLength(0);
  });

  it("rejects malformed JSON and over-long text with 400", async () => {
    expect((await post("{not json")).status).toBe(400);
    const long = await post({ ...valid, businessGoals: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fields: Record<string, string> }).fields).toEqual({
      businessGoals: "Business goals must be at most 1000 characters",
    });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const response = await post({ ...valid, companyFax: "+1 555 0100" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "This submission looks automated and was not accepted.",
    );
    expect(await rows()).toHaveLength(0);
  });
});

const share = (shareId: string) => testApp.app.request(`/api/mood-board/shared/${shareId}/share`, { method: "POST" });

describe("GET /api/mood-board/shared/:shareId", () => {
  it("answers 404 until the board is shared, then the stored board without the client's email", async () => {
    const created = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    const before = await testApp.app.request(`/api/mood-board/shared/${created.shareId}`);
    expect(before.status).toBe(404);
    const beforeText = await before.text();
    expect(JSON.parse(beforeText)).toEqual({ error: "This mood board does not exist or has not been shared." });
    expect(beforeText).not.toContain(valid.projectName);

    expect((await share(created.shareId)).status).toBe(204);
    const response = await testApp.app.request(`/api/mood-board/shared/${created.shareId}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(valid.clientEmail);
    expect(moodBoardSchema.parse((JSON.parse(text) as { moodBoard: unknown }).moodBoard)).toEqual({
      ...created,
      status: "shared",
    });
  });

  it("keeps a board private when only another board is shared", async () => {
    const kept = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    const other = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    expect((await share(other.shareId)).status).toBe(204);
    expect((await testApp.app.request(`/api/mood-board/shared/${other.shareId}`)).status).toBe(200);
    expect((await testApp.app.request(`/api/mood-board/shared/${kept.shareId}`)).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed share id, and for the row id", async () => {
    await post(valid);
    const [row] = await rows();
    expect(row?.shareId).toBeTruthy();
    expect((await share(row?.shareId ?? "")).status).toBe(204);
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAA", "short", String(row?.id ?? 1)]) {
      const response = await testApp.app.request(`/api/mood-board/shared/${id}`);
      expect(response.status).toBe(404);
    }
  });
});

describe("POST /api/mood-board/shared/:shareId/share", () => {
  it("marks the board shared for the team's console, once or twice alike; 404 for an unknown id", async () => {
    const created = moodBoardSchema.parse(((await (await post(valid)).json()) as { moodBoard: unknown }).moodBoard);
    expect((await rows()).find((row) => row.shareId === created.shareId)?.status).toBe("draft");
    for (let press = 0; press < 2; press += 1) {
      expect((await share(created.shareId)).status).toBe(204);
    }
    expect((await rows()).find((row) => row.shareId === created.shareId)?.status).toBe("shared");

    const unknown = await share("AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(
      "This mood board does not exist or has not been shared.",
    );
  });
});
