import { QuoteBuilderPage } from "#app/features/quote-builder/quote-builder-page";
import { startIsland } from "../start-island";

void startIsland("custom-quote", QuoteBuilderPage);
