import { ReserveSlotPage } from "../features/reserve-slot/reserve-slot-page";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Reserve a Development Slot",
    description:
      "Reserve a half-month development slot for your website in three steps. Each slot holds 1-2 concurrent projects; we reply within 24 hours and kick off within 48 hours of confirmation.",
  });

export default function ReserveSlotRoute() {
  return <ReserveSlotPage />;
}
