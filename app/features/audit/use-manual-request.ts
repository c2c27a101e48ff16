import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type RefObject, useEffect, useState } from "react";
import { serverFieldErrors } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import { MANUAL_REQUEST_EMAIL_MESSAGE, type ManualRequestResponse } from "#common/audit/audit-result";
import { auditValidation } from "./use-audit";

/**
 * The email step of the "request submitted" case: the lead is stored only
 * once the visitor says where to send the report (POST /api/audit/manual-request).
 * Sending the same address again is harmless: the server merges it into the
 * first request. Both faces of the audit show it the same way: a refused
 * address puts focus back in the field (`inputId`), a stored one on the
 * panel's heading.
 */
export function useManualRequest(websiteUrl: string, inputId: string, heading: RefObject<HTMLHeadingElement | null>) {
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const checks = useChecks(auditValidation);
  const formToken = useFormToken("audit-request");
  const mutation = useMutation({
    mutationFn: async (address: string) =>
      apiRequest<ManualRequestResponse>("/api/audit/manual-request", "POST", {
        websiteUrl,
        email: address,
        ...(await formToken()),
      }),
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (fields.email) setFieldError(fields.email);
      toast({
        title: "Request Failed",
        description: errorMessage(error, "We could not send your request. Please try again."),
        variant: "destructive",
      });
    },
  });

  /** Resolves true when the request was sent; false otherwise (the form then focuses the field). */
  const submit = async () => {
    if (mutation.isPending || checks.fetching()) return false;
    const validation = await checks.get();
    if (validation) {
      const parsed = validation.manualRequestSchema.safeParse({ websiteUrl, email });
      const issue = parsed.success ? undefined : parsed.error.issues.find((item) => item.path[0] === "email");
      if (issue) {
        setFieldError(issue.message || MANUAL_REQUEST_EMAIL_MESSAGE);
        return false;
      }
    }
    setFieldError(null);
    mutation.mutate(email.trim());
    return true;
  };

  /** The address the report goes to, once the request is stored. */
  const sentTo = mutation.data?.email ?? null;
  const submitted = sentTo !== null;
  useEffect(() => {
    if (submitted) heading.current?.focus();
  }, [submitted, heading]);

  return {
    fieldError,
    pending: mutation.isPending,
    sentTo,
    submitted,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void submit().then((sent) => {
        if (!sent) document.getElementById(inputId)?.focus();
      });
    },
    /** The email input's own attributes, the same on both faces (id, type and looks are the caller's). */
    emailInput: {
      autoComplete: "email",
      spellCheck: false,
      placeholder: "you@yourbusiness.com",
      value: email,
      onChange: (event: { target: { value: string } }) => {
        setEmail(event.target.value);
        if (fieldError) setFieldError(null);
      },
      "aria-invalid": fieldError ? true : undefined,
    },
  };
}
