import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { serverFieldErrors } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { ApiError, apiRequest, isNetworkError, NETWORK_ERROR_MESSAGE } from "#app/lib/api-request";
import { lazyModule, loadOrSkip, warmOnInteraction } from "#app/lib/lazy-module";
import { usePriceList } from "#app/lib/price-list";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import { type ClientIntakeResponse, INTAKE_FIELD_ORDER } from "#common/forms/client-intake-options";
import { useFormDraft } from "../lead-forms/use-form-draft";

export type IntakeField = (typeof INTAKE_FIELD_ORDER)[number];
export type IntakeValues = Record<IntakeField, string> & { companyFax: string };
type Errors = Partial<Record<IntakeField, string>>;

/** The redirect after a stored intake waits 2,000 ms (docs/product/lead-capture.md § Intake toasts). */
export const INTAKE_REDIRECT_MS = 2000;

const EMPTY: IntakeValues = {
  ...(Object.fromEntries(INTAKE_FIELD_ORDER.map((field) => [field, ""])) as Record<IntakeField, string>),
  companyFax: "",
};

const intakeValidation = lazyModule(() => import("./intake-validation"));
type IntakeValidation = NonNullable<typeof intakeValidation.loaded>;
/** Spread on the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(intakeValidation);

function check(validation: IntakeValidation, values: IntakeValues): Errors {
  const result = validation.clientIntakeSchema.safeParse(values);
  return result.success ? {} : (validation.fieldErrorsOf(result.error) as Errors);
}

export const fieldId = (field: IntakeField) => `intake-${field}`;

/** The failure toast's text (docs/product/lead-capture.md § Intake toasts). */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (!(error instanceof ApiError)) return "Please try again or contact us directly.";
  return error.serverMessage ?? "Submission failed";
}

/**
 * The intake form (docs/product/lead-capture.md § Intake fields, § Intake toasts): checked on blur and on submit; a
 * failed submit scrolls to and focuses the first invalid field; success shows
 * the toast and returns to / after 2 seconds.
 */
export function useIntakeForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<IntakeValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Set<IntakeField>>(new Set());
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  // A long form: a reload or a visit elsewhere in the tab must not empty it.
  const draft = useFormDraft("client-intake", values, setValues);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  /**
   * The checks run synchronously once fetched (the first focus in the form
   * starts the fetch), as they always did; a blur or submit before then waits
   * for them. When they cannot be fetched the server checks the submission
   * and its field messages are shown.
   */
  const checks = useChecks(intakeValidation);
  const formToken = useFormToken("client-intake");
  const priceList = usePriceList();

  /** Errors shown only for fields the visitor has left (or after a submit). */
  function visibleErrors(validation: IntakeValidation, next: IntakeValues, shown: Set<IntakeField>): Errors {
    const all = check(validation, next);
    return Object.fromEntries(
      INTAKE_FIELD_ORDER.filter((field) => shown.has(field) && all[field]).map((f) => [f, all[f]]),
    );
  }

  function setField(field: IntakeField | "companyFax", value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error updates as the visitor fixes it (errors come from a blur
    // or submit that fetched the checks, so they are here by then).
    const validation = intakeValidation.loaded;
    if (validation && field !== "companyFax" && errors[field]) setErrors(visibleErrors(validation, next, touched));
  }

  async function blur(field: IntakeField) {
    const shown = new Set(touched).add(field);
    setTouched(shown);
    const validation = intakeValidation.loaded ?? (await loadOrSkip(intakeValidation));
    if (validation) setErrors(visibleErrors(validation, values, shown));
  }

  /** Radio groups are "left" when a choice is made. */
  async function choose(field: IntakeField, value: string) {
    const next = { ...values, [field]: value };
    const shown = new Set(touched).add(field);
    setValues(next);
    setTouched(shown);
    const validation = intakeValidation.loaded ?? (await loadOrSkip(intakeValidation));
    if (validation) setErrors(visibleErrors(validation, next, shown));
  }

  function focusFirstInvalid(found: Errors) {
    const first = INTAKE_FIELD_ORDER.find((field) => found[field]);
    if (!first) return;
    const element = document.getElementById(fieldId(first));
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
    element?.focus({ preventScroll: true });
  }

  async function submit() {
    // A second press while the checks are fetched is ignored, as one is while the form is sent.
    if (status !== "idle" || checks.fetching()) return;
    const all = new Set<IntakeField>(INTAKE_FIELD_ORDER);
    setTouched(all);
    const validation = await checks.get();
    const found = validation ? visibleErrors(validation, values, all) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    setStatus("submitting");
    try {
      await apiRequest<ClientIntakeResponse>("/api/client-intake", "POST", {
        ...values,
        priceList,
        ...(await formToken()),
      });
      setStatus("success");
      draft.clear();
      toast({
        title: "Intake Form Submitted Successfully!",
        description: "Thank you! We'll review your information and get back to you within 24 hours.",
        variant: "success",
      });
      redirect.current = setTimeout(() => navigate("/"), INTAKE_REDIRECT_MS);
    } catch (error) {
      setStatus("idle");
      const fromServer = serverFieldErrors(error) as Errors;
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        focusFirstInvalid(fromServer);
      }
      toast({ title: "Submission Failed", description: failureText(error), variant: "destructive" });
    }
  }

  return {
    values,
    errors,
    status,
    setField,
    blur,
    choose,
    submit,
    hasErrors: Object.keys(errors).length > 0,
    warmUp,
  };
}

export type IntakeForm = ReturnType<typeof useIntakeForm>;
