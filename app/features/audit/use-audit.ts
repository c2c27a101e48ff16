import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { type AuditResult, auditCase, auditRequestSchema } from "../../../common/audit/audit-schema";
import { apiRequest, errorMessage } from "../../lib/api-request";
import { toast } from "../../lib/toast/toast-store";

/**
 * The audit request of both variants (spec 001 §7: POST /api/audit
 * {websiteUrl}; DECISIONS: the light variant sends it correctly too) and the
 * toasts of §8.
 */
export function useAudit() {
  const [websiteUrl, setWebsiteUrl] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (address: string) =>
      apiRequest<{ audit?: AuditResult } & Partial<AuditResult>>("/api/audit", "POST", { websiteUrl: address }).then(
        (body) => (body.audit ?? body) as AuditResult,
      ),
    onSuccess: (result) => {
      if (auditCase(result.recommendations) !== "report") return;
      // Spec 001 §8's success toast; when Lighthouse could not run, say so instead of claiming it did.
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

  const submit = () => {
    if (mutation.isPending) return false;
    const parsed = auditRequestSchema.safeParse({ websiteUrl });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? "Please enter a website URL");
      return false;
    }
    setFieldError(null);
    mutation.mutate(parsed.data.websiteUrl);
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
  };
}
