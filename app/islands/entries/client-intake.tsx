import { ClientIntakePage } from "#app/features/client-intake/client-intake-page";
import { startIsland } from "../start-island";

void startIsland("client-intake", ClientIntakePage);
