import { useMemo, useState } from "react";
import { serverFieldErrors } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { lazyModule, warmOnInteraction } from "#app/lib/lazy-module";
import { usePageData, usePageSearchParams } from "#app/lib/page-address";
import { usePriceList } from "#app/lib/price-list";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import type { ContactResponse } from "#common/forms/contact-options";
import { useFormDraft } from "../lead-forms/use-form-draft";
import {
  addressPackage,
  addressWebsite,
  type ContactActionResult,
  type ContactValues,
  contactPayload,
  INLINE_FIELDS,
  type InlineErrorField,
  inlineErrorsOf,
  isAuditRequest,
} from "./contact-payload";
import { handedOverConfiguration } from "./pricing-configuration";

const contactValidation = lazyModule(() => import("./contact-validation"));
const warmUp = warmOnInteraction(contactValidation);
type ContactValidation = NonNullable<typeof contactValidation.loaded>;

/**
 * State and behaviour of the contact form (docs/product/lead-capture.md § Contact form): audit mode
 * (package audit, a typed website address, or `?service=analysis`), the
 * website address a link hands over (`?website=`), the same
 * zod schema as the API, the Transmission toasts, reset after success, and
 * a draft of what was typed that survives a reload or a visit to another page.
 */
export function useContactForm() {
  const searchParams = usePageSearchParams();
  const configuration = useMemo(() => handedOverConfiguration(searchParams), [searchParams]);
  const priceList = usePriceList();
  const blank = (): ContactValues => ({
    name: "",
    email: "",
    business: "",
    phone: "",
    package: addressPackage(searchParams, priceList),
    details: "",
    websiteUrl: addressWebsite(searchParams),
    companyFax: "",
  });
  // After a submission the form starts empty: what the address filled in has been sent.
  const emptied = (): ContactValues => ({ ...blank(), package: "", websiteUrl: "" });
  // The outcome of the form sent without its script (contact-action.server.ts), shown in the page it rendered.
  const sentWithoutScript = usePageData().actionData as ContactActionResult | undefined;
  const failedWithoutScript = sentWithoutScript?.outcome === "failed" ? sentWithoutScript : undefined;
  const [values, setValues] = useState<ContactValues>(
    () => failedWithoutScript?.values ?? (sentWithoutScript ? emptied() : blank()),
  );
  const [analysisRequested, setAnalysisRequested] = useState(
    searchParams.get("service") === "analysis" && sentWithoutScript?.outcome !== "sent",
  );
  const [errors, setErrors] = useState<Partial<Record<InlineErrorField, string>>>(() =>
    inlineErrorsOf(failedWithoutScript?.fields ?? {}),
  );
  const [pending, setPending] = useState(false);
  const [withConfiguration, setWithConfiguration] = useState(sentWithoutScript?.outcome !== "sent");
  const [outcomeNotice, setOutcomeNotice] = useState(sentWithoutScript);
  const draft = useFormDraft("contact", values, setValues);

  const auditMode = isAuditRequest(values, analysisRequested);

  function payload(current: ContactValues = values) {
    return contactPayload(current, {
      analysisRequested,
      configuration: withConfiguration ? configuration : null,
      priceList,
    });
  }

  function validate(validation: ContactValidation, next: ContactValues = values) {
    const result = validation.contactSchema.safeParse(payload(next));
    if (result.success) return {};
    return inlineErrorsOf(validation.fieldErrorsOf(result.error));
  }

  function setField<Key extends keyof ContactValues>(key: Key, value: ContactValues[Key]) {
    const next = { ...values, [key]: value };
    // From the values as they are when React applies it: a field replayed after a page comes back from the
    // history lands after the draft's restore, which this render has not seen yet.
    setValues((current) => ({ ...current, [key]: value }));
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
  const formToken = useFormToken("contact");
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
    setOutcomeNotice(undefined); // the toast reports this one
    try {
      const response = await apiRequest<ContactResponse>("/api/contact", "POST", {
        ...payload(),
        ...(await formToken()),
      });
      toast({ title: "Transmission Successful!", description: response.message, variant: "success" });
      setValues(emptied());
      draft.clear();
      setAnalysisRequested(false);
      setWithConfiguration(false);
      setErrors({});
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(inlineErrorsOf(fields));
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
    /** The outcome of a submission made without the page's script, until the next one. */
    outcomeNotice,
    /** The unspent form token of a send without the script that was refused, for the corrected send. */
    refusedFormToken: failedWithoutScript?.formToken,
    submit,
    /** Spread on the <form>: the first focus or press inside it fetches the checks. */
    warmUp,
  };
}

export type ContactForm = ReturnType<typeof useContactForm>;
