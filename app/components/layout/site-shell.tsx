import type { ReactNode } from "react";
import { SiteLink } from "../../lib/style-variant";
import { BrandLogo } from "./brand-logo";

/**
 * The shared shell of every page except the landing screen (spec 000 §2
 * "Shared shell"): navigation, brand logo, footer and the global widgets.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="container-page py-6">
        <SiteLink to="/home" aria-label="Home" className="inline-block rounded-lg">
          <BrandLogo />
        </SiteLink>
      </header>
      <div className="flex-1">{children}</div>
    </div>
  );
}
