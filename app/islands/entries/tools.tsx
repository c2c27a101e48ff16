import { AuditTool } from "#app/features/audit/audit-tool";
import { startIsland } from "../start-island";

void startIsland("tools", AuditTool);
