import { BookConsultationPage } from "#app/features/consultation/book-consultation-page";
import { startIsland } from "../start-island";

void startIsland("book-consultation", BookConsultationPage);
