import { CreditCard } from "lucide-react";
import { useEffect, useState } from "react";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { PortalProjectDetail } from "#common/client-area/api";
import type { CheckoutStarted } from "#common/payments/checkout";
import { payNowButtonClass } from "./pay-now-dialog";

/**
 * Pay Now with online payment on (docs/product/client-area.md § Pay Now): asks the server for a Stripe
 * Checkout page for this invoice and goes there; the card is typed on Stripe's page, never on this site.
 */
export function PayOnlineButton({ invoice }: { invoice: PortalProjectDetail["invoices"][number] }) {
  const [opening, setOpening] = useState(false);
  // Back from Stripe's page restores this one from the browser's cache: the button works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setOpening(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  async function pay() {
    if (opening) return;
    setOpening(true);
    try {
      const { url } = await apiRequest<CheckoutStarted>(`/api/portal/invoices/${invoice.id}/checkout`, "POST");
      window.location.assign(url);
    } catch (error) {
      setOpening(false);
      toast({
        title: "Payment Not Started",
        description: errorMessage(error, "The payment page could not be opened. Please try again in a minute."),
        variant: "destructive",
      });
    }
  }

  return (
    <button type="button" onClick={() => void pay()} aria-disabled={opening} className={payNowButtonClass}>
      <CreditCard aria-hidden="true" className="size-4" />
      {opening ? "Opening…" : "Pay Now"}
    </button>
  );
}
