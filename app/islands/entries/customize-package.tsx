import { CustomizePackageTool } from "#app/features/customizer/customize-package-tool";
import { startIsland } from "../start-island";

void startIsland("customize-package", CustomizePackageTool);
