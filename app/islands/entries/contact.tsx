import { ContactTool } from "#app/features/contact/contact-tool";
import { startIsland } from "../start-island";

void startIsland("contact", ContactTool);
