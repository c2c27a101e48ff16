import { Link2, Printer } from "lucide-react";
import { toast } from "#app/lib/toast/toast-store";

const buttonClass =
  "inline-flex items-center justify-center gap-1.5 rounded-full px-2 py-2 text-sm font-medium text-ink-300 underline-offset-4 transition hover:text-neon-cyan hover:underline";

/** Print / Save as PDF (the print stylesheet makes a one-page quote) and Copy link. */
export function ShareActions({ path }: { path: string }) {
  async function copyLink() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${path}`);
      toast({
        title: "Link copied",
        description: "Anyone who opens it sees this exact configuration.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Could not copy the link",
        description: "Copy the address from your browser's address bar: it holds this configuration.",
        variant: "destructive",
      });
    }
  }
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t border-ink-700 pt-4 print:hidden">
      <button type="button" onClick={() => window.print()} className={buttonClass}>
        <Printer aria-hidden="true" className="size-4" />
        Print / Save as PDF
      </button>
      <button type="button" onClick={copyLink} className={buttonClass}>
        <Link2 aria-hidden="true" className="size-4" />
        Copy link
      </button>
    </div>
  );
}
