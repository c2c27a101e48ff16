import { Island } from "#app/islands/island";
import { STATIC_PAGE } from "#app/lib/static-page";
import "../features/mood-board/board-fonts";
import { MoodBoardPage } from "../features/mood-board/mood-board-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Design Ideas — Mood Board Generator",
    description:
      "Generate a free mood board for your website: color palettes checked for WCAG contrast, font pairings in real typefaces and layout concepts that fit your project.",
  });

/** Served without the framework: the page's tool is an island (docs/decisions/044-tool-pages-as-islands.md). */
export const handle = STATIC_PAGE;

/** /mood-board (docs/product/mood-board.md): prerendered; generation happens on request. */
export default function MoodBoardRoute() {
  return <Island name="mood-board" component={MoodBoardPage} props={{}} />;
}
