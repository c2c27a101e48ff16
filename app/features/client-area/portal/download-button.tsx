import { Download } from "lucide-react";
import { useState } from "react";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import type { DownloadLink } from "#common/client-area/api";

/**
 * Downloads a document or a public deliverable. A link cannot carry the
 * bearer token, so the button asks the API for the file's address (checked
 * to be this client's, and http or https) and then opens it.
 */
export function DownloadButton({ kind, id, label }: { kind: "documents" | "deliverables"; id: number; label: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { url } = await apiRequest<DownloadLink>(`/api/portal/${kind}/${id}/download`);
      window.location.assign(url);
    } catch (error) {
      toast({
        title: "Download Failed",
        description: errorMessage(error, "The file could not be opened. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-label={`Download ${label}`}
      className="mt-3 inline-flex min-h-10 items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan disabled:cursor-wait disabled:opacity-70"
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? "Opening..." : "Download"}
    </button>
  );
}
