import { Info, LogIn } from "lucide-react";
import { SiteLink } from "#app/lib/style-variant";

/**
 * The sample data is an example, and says so: visitors see fixed sample
 * data, signed-in clients their own (docs/product/client-area.md § Sample portal and signed-in client).
 */
export function SampleNotice() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-neon-lime/30 bg-neon-lime/[0.06] px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <p className="flex items-start gap-3 text-sm text-ink-100 sm:items-center">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neon-lime sm:mt-0" />
        <span>
          <strong className="font-semibold text-white">Sample project — sign in to see yours</strong>
          <span className="text-ink-300"> Everything below is example data.</span>
        </span>
      </p>
      <SiteLink
        to="/portal/login"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full border border-neon-lime/50 px-4 text-sm font-semibold text-neon-lime transition-colors hover:bg-neon-lime hover:text-ink-950 sm:self-auto"
      >
        <LogIn aria-hidden="true" className="size-4" />
        Client Sign-in
      </SiteLink>
    </div>
  );
}
