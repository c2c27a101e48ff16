import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { lazyModule, warmOnInteraction } from "#app/lib/lazy-module";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import { type AuditResult, auditCase, WEBSITE_URL_REQUIRED } from "#common/audit/audit-result";

/** The audit's checks (the API's own schemas), fetched on first use; the manual request uses them too. */
export const auditValidation = lazyModule(() => import("./audit-validation"));

/**
 * The audit request of both variants (docs/product/website-audit.md § Pages: POST /api/audit
 * {websiteUrl}; the light variant sends it correctly too) and the
 * toasts (docs/product/website-audit.md § Toasts).
 */
export function useAudit() {
  const [websiteUrl, setWebsiteUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Fetched on first use: a second press while it is fetched must not send a second audit.
  const checks = useChecks(auditValidation);
  const mutation = useMutation({
    mutationFn: (address: string) =>
      apiRequest<{ audit?: AuditResult } & Partial<AuditResult>>("/api/audit", "POST", { websiteUrl: address }).then(
        (body) => (body.audit ?? body) as AuditResult,
      ),
    onSuccess: (result) => {
      if (auditCase(result.recommendations) !== "report") return;
      // The success toast; when Lighthouse could not run, say so instead of claiming it did.
      toast({
        title: "Analysis Complete",
        description: result.lighthouseData
          ? "Google Lighthouse analysis completed successfully."
          : (result.recommendations.note ?? "Instant analysis completed successfully."),
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Analysis Failed",
        description: errorMessage(error, "Failed to analyze website. Please try again."),
        variant: "destructive",
      });
    },
  });

  /** Resolves true when the audit was sent; false otherwise (the form then focuses the field). */
  const submit = async () => {
    if (mutation.isPending || checks.fetching()) return false;
    const validation = await checks.get();
    if (validation) {
      const parsed = validation.auditRequestSchema.safeParse({ websiteUrl });
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? WEBSITE_URL_REQUIRED);
        return false;
      }
    }
    setFieldError(null);
    // Sent as typed: the server adds https:// itself, and tries http:// when the visitor typed no protocol.
    mutation.mutate(websiteUrl.trim());
    return true;
  };

  return {
    websiteUrl,
    setWebsiteUrl: (value: string) => {
      setWebsiteUrl(value);
      if (fieldError) setFieldError(null);
    },
    fieldError,
    submit,
    pending: mutation.isPending,
    result: mutation.data ?? null,
    /** Spread on the <form>: the first focus or press inside it fetches the check. */
    warmUp: warmOnInteraction(auditValidation),
  };
}
