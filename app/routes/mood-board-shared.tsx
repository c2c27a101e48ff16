import "../features/mood-board/board-fonts";
import { data } from "react-router";
import { type MoodBoard, moodBoardSchema, SHARE_ID_PATTERN } from "#common/mood-board/board";
import { VisionBoard } from "../features/mood-board/vision-board";
import { apiFetchFrom } from "../lib/in-process-api";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/mood-board-shared";

/** Read-only shared board: server-rendered, noindex, 404 if unknown (docs/product/mood-board.md § Shared boards). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const shareId = params.shareId;
  if (!SHARE_ID_PATTERN.test(shareId)) throw data(null, { status: 404 });
  const url = new URL(`/api/mood-board/shared/${shareId}`, request.url);
  const response = await apiFetchFrom(context)(new Request(url, { headers: { Accept: "application/json" } }));
  if (response.status === 404) throw data(null, { status: 404 });
  if (!response.ok) throw data(null, { status: 502 });
  const body = (await response.json()) as { moodBoard: unknown };
  return { moodBoard: moodBoardSchema.parse(body.moodBoard) satisfies MoodBoard };
}

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  pageMeta({
    title: loaded ? `${loaded.moodBoard.projectName} — Vision Board` : "Vision Board",
    description: "A shared mood board: color palettes, typography and layout concepts.",
    noindex: true,
  });

export default function SharedMoodBoardRoute({ loaderData }: Route.ComponentProps) {
  const board = loaderData.moodBoard;
  return (
    <main className="container-page pt-12 pb-24 sm:pt-20">
      <VisionBoard
        board={board}
        heading={
          <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-white sm:text-6xl">
            Your Vision Board
          </h1>
        }
      />
    </main>
  );
}
