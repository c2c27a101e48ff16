import { BookConsultationPage } from "../features/consultation/book-consultation-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Book a Free Consultation Call",
    description:
      "Book a free 30, 45 or 60-minute call with our team on any weekday. No obligation: you receive a tailored proposal within 24 hours after the call.",
  });

export default function BookConsultationRoute() {
  return <BookConsultationPage />;
}
