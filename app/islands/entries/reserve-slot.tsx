import { ReserveSlotPage } from "#app/features/reserve-slot/reserve-slot-page";
import { startIsland } from "../start-island";

void startIsland("reserve-slot", ReserveSlotPage);
