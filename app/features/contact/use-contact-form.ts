import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ContactPackageId,
  type ContactResponse,
  canonicalContactPackage,
} from "../../../common/forms/contact-options";
import { apiRequest, errorMessage } from "../../lib/api-request";
import { lazyModule, warmOnInteraction } from "../../lib/lazy-module";
import { toast } from "../../lib/toast/toast-store";
import { useChecks } from "../../lib/use-checks";
import { serverFieldErrors } from "../lead-forms/field-errors";
import { handedOverConfiguration } from "./pricing-configuration";

export interface ContactValues {
  name: string;
  email: string;
  business: string;
  phone: string;
  package: ContactPackageId | "";
  details: string;
  websiteUrl: string;
  companyFax: string;
}

/** The fields that show an inline error (spec 001 §2: name, email, websiteUrl). */
export type InlineErrorField = "name" | "email" | "websiteUrl";
const INLINE_FIELDS: readonly InlineErrorField[] = ["name", "email", "websiteUrl"];

const contactValidation = lazyModule(() => import("./contact-validation"));
const warmUp = warmOnInteraction(contactValidation);
type ContactValidation = NonNullable<typeof contactValidation.loaded>;

/** `package=landing` (Landing Page tier) has no option of its own: a custom quote fits it best. */
function initialPackage(raw: string | null): ContactPackageId | "" {
  if (raw?.trim().toLowerCase() === "landing") return "custom";
  return canonicalContactPackage(raw) ?? "";
}

/**
 * State and behaviour of the contact form (spec 001 §2, §4, §8): audit mode
 * (package audit, a typed website address, or `?service=analysis`), the same
 * zod schema as the API, the Transmission toasts, reset after success.
 */
export function useContactForm() {
  const [searchParams] = useSearchParams();
  const configuration = useMemo(() => handedOverConfiguration(searchParams), [searchParams]);
  const blank = (): ContactValues => ({
    name: "",
    email: "",
    business: "",
    phone: "",
    package: initialPackage(searchParams.get("package")),
    details: "",
    websiteUrl: "",
    companyFax: "",
  });
  const [values, setValues] = useState<ContactValues>(blank);
  const [analysisRequested, setAnalysisRequested] = useState(searchParams.get("service") === "analysis");
  const [errors, setErrors] = useState<Partial<Record<InlineErrorField, string>>>({});
  const [pending, setPending] = useState(false);
  const [withConfiguration, setWithConfiguration] = useState(true);

  const isAudit = (current: ContactValues) =>
    analysisRequested || current.package === "audit" || current.websiteUrl.trim() !== "";
  const auditMode = isAudit(values);

  function payload(current: ContactValues = values) {
    return {
      ...current,
      package: current.package || undefined,
      isAuditRequest: isAudit(current),
      ...(configuration && withConfiguration ? configuration.payload : {}),
    };
  }

  function validate(validation: ContactValidation, next: ContactValues = values) {
    const result = validation.contactSchema.safeParse(payload(next));
    if (result.success) return {};
    const fields = validation.fieldErrorsOf(result.error);
    return Object.fromEntries(INLINE_FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]));
  }

  function setField<Key extends keyof ContactValues>(key: Key, value: ContactValues[Key]) {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once a field shows an error, it is re-checked as the visitor corrects it
    // (errors come from a submit, so the checks have been fetched by then).
    const validation = contactValidation.loaded;
    if (validation && Object.keys(errors).length > 0) {
      const fresh = validate(validation, next);
      setErrors((current) =>
        Object.fromEntries(
          Object.keys(current)
            .filter((field) => fresh[field as InlineErrorField])
            .map((field) => [field, fresh[field as InlineErrorField]]),
        ),
      );
    }
  }

  // Fetched on first use: a second press while they are fetched is ignored, as one is while the form is sent.
  const checks = useChecks(contactValidation);
  async function submit() {
    if (pending || checks.fetching()) return;
    const validation = await checks.get();
    const found = validation ? validate(validation) : {};
    setErrors(found);
    const first = INLINE_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const response = await apiRequest<ContactResponse>("/api/contact", "POST", payload());
      toast({ title: "Transmission Successful!", description: response.message, variant: "success" });
      setValues({ ...blank(), package: "" });
      setAnalysisRequested(false);
      setWithConfiguration(false);
      setErrors({});
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(
        Object.fromEntries(INLINE_FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]])),
      );
      toast({
        title: "Transmission Failed",
        description: errorMessage(error, "Failed to submit contact form. Please try again."),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return {
    values,
    setField,
    errors,
    pending,
    auditMode,
    configuration: withConfiguration ? configuration : null,
    submit,
    /** Spread on the <form>: the first focus or press inside it fetches the checks. */
    warmUp,
  };
}

export type ContactForm = ReturnType<typeof useContactForm>;
