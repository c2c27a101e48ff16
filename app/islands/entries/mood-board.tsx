import { MoodBoardPage } from "#app/features/mood-board/mood-board-page";
import { startIsland } from "../start-island";

void startIsland("mood-board", MoodBoardPage);
