import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { VisionBoard } from "#app/features/mood-board/vision-board";
import { errorMessage, isApiError } from "#app/lib/api-request";
import { leadConsolePath } from "#common/admin/lead-links";
import type { MoodBoard } from "#common/mood-board/board";
import { rowIdOf } from "#common/row-id";
import { adminRequest, isUnauthorized } from "../admin-api";
import { ShareBoardAction } from "../cards/share-board-action";
import { LEAD_QUERY_KEY } from "../lead/lead-query";
import { useEndAdminSession } from "../use-admin-session";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-xl border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition hover:border-neon-cyan hover:text-neon-cyan";

/**
 * VIEW BOARD (docs/product/admin-console.md § Mood board card): the board as its client sees it, a draft
 * too, with the way to share it and back to its lead.
 */
export function BoardPage({ id }: { id: string | undefined }) {
  const boardId = rowIdOf(id);
  const board = useQuery({
    // Under the lead pages' key: a change made in the console (sharing it) refetches the board too.
    queryKey: [LEAD_QUERY_KEY, "mood-board", boardId, "board"],
    queryFn: () =>
      adminRequest<{ moodBoard: MoodBoard; clientEmail: string | null }>(`/api/admin/mood-boards/${boardId}/board`),
    enabled: boardId !== null,
    retry: false,
  });
  const { onUnauthorized } = useEndAdminSession();
  useEffect(() => {
    if (isUnauthorized(board.error)) onUnauthorized();
  }, [board.error, onUnauthorized]);

  if (boardId === null || isApiError(board.error, 404)) {
    return (
      <section className="grid gap-4 rounded-2xl border border-dashed border-ink-700 p-8 text-center">
        <h2 className="font-display text-xl font-bold text-ink-100">Mood board not found</h2>
        <p className="text-ink-300">There is no such board. It may have been erased, or the link is mistyped.</p>
        <Link to="/admin?tab=mood-boards" className={`justify-self-center ${linkClass}`}>
          Back to the list
        </Link>
      </section>
    );
  }
  if (board.isPending) {
    return (
      <p aria-busy="true" className="rounded-2xl border border-dashed border-ink-700 py-12 text-center text-ink-300">
        Loading the board...
      </p>
    );
  }
  if (board.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-rose-300/40 p-6 text-center text-rose-200">
        {errorMessage(board.error, "Failed to load the board")}
      </p>
    );
  }
  const { moodBoard, clientEmail } = board.data;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <Link to={leadConsolePath("mood-board", boardId)} className={linkClass}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back to the lead
        </Link>
        <ShareBoardAction id={boardId} clientEmail={clientEmail} />
        <p className="text-sm text-ink-300">
          {moodBoard.status === "shared" ? (
            <>
              Shared: its client link is{" "}
              <a href={moodBoard.shareUrl} className="text-neon-cyan underline underline-offset-4">
                open
              </a>
              .
            </>
          ) : (
            "A draft: its link opens only once it is shared."
          )}
        </p>
      </div>
      <VisionBoard
        board={moodBoard}
        heading={
          <h2 className="mt-2 font-display text-3xl font-bold tracking-tight text-white sm:text-5xl">Vision Board</h2>
        }
      />
    </div>
  );
}
