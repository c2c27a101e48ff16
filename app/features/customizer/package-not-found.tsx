import { ArrowLeft } from "lucide-react";
import { SiteLink } from "#app/lib/style-variant";
import { primaryAction } from "../pricing-tools/action-styles";

/** A missing or unknown package id (docs/product/pricing.md § Customizer screen). */
export function PackageNotFound() {
  return (
    <main className="container-page flex min-h-[65dvh] flex-col items-center justify-center py-24 text-center">
      <p className="font-display text-xs font-semibold tracking-[0.3em] text-neon-magenta uppercase">
        Package customizer
      </p>
      <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-6xl">PACKAGE NOT FOUND</h1>
      <p className="mt-5 max-w-md text-lg text-ink-300">The selected package could not be loaded</p>
      <SiteLink to="/services" className={`mt-10 ${primaryAction}`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        BACK TO SERVICES
      </SiteLink>
    </main>
  );
}
