import { brand } from "#common/brand";
import { AdminGuard } from "../features/admin/admin-guard";
import { AdminHeader } from "../features/admin/console/admin-header";
import { BoardPage } from "../features/admin/mood-boards/board-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/admin-mood-board";

export const meta = () =>
  pageMeta({ title: "Mood Board — Admin Control", description: `A ${brand.name} mood board.`, noindex: true });

/** /admin/mood-boards/:id (docs/product/admin-console.md § Mood board card): VIEW BOARD. */
export default function AdminMoodBoardRoute({ params }: Route.ComponentProps) {
  return (
    <AdminGuard>
      <main className="container-page grid grid-cols-1 gap-8 py-10 sm:py-14">
        <AdminHeader title="MOOD BOARD" subtitle="A board as its client sees it." />
        <BoardPage id={params.id} />
      </main>
    </AdminGuard>
  );
}
