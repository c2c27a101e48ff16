import { useEffect, useRef, useState } from "react";
import { serverFieldErrors } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { ApiError, apiRequest, isNetworkError, NETWORK_ERROR_MESSAGE } from "#app/lib/api-request";
import { lazyModule, loadOrSkip, warmOnInteraction } from "#app/lib/lazy-module";
import { usePageData, usePageNavigate, usePageSearchParams } from "#app/lib/page-address";
import { usePriceList } from "#app/lib/price-list";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import {
  type ClientIntakeResponse,
  INTAKE_FIELD_ORDER,
  intakeServiceFromAddress,
  PROJECT_START_FIELDS,
  type ProjectStartResponse,
} from "#common/forms/client-intake-options";
import { useFormDraft } from "../lead-forms/use-form-draft";
import type { IntakeActionResult, IntakeField, IntakeIntent, IntakeValues, StartedProject } from "./intake-outcome";

export type { IntakeField, IntakeValues } from "./intake-outcome";

type Errors = Partial<Record<IntakeField, string>>;

/** The redirect after a stored intake waits 2,000 ms (docs/product/lead-capture.md § Intake toasts). */
export const INTAKE_REDIRECT_MS = 2000;

const START_FIELDS: readonly IntakeField[] = PROJECT_START_FIELDS;
const isStartField = (field: IntakeField) => START_FIELDS.includes(field);

const EMPTY: IntakeValues = {
  ...(Object.fromEntries(INTAKE_FIELD_ORDER.map((field) => [field, ""])) as Record<IntakeField, string>),
  companyFax: "",
};

const intakeValidation = lazyModule(() => import("./intake-validation"));
type IntakeValidation = NonNullable<typeof intakeValidation.loaded>;
/** Spread on the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(intakeValidation);

/**
 * Every message the page would show now (docs/product/lead-capture.md § Project start): the start's four by
 * the start's rules until it is stored; the brief's by the intake's rules, an empty one only once the visitor
 * pressed Submit & Continue, since the brief is optional until sent. A brief sent before any start is the
 * whole intake, the start's fields with it.
 */
function check(
  validation: IntakeValidation,
  values: IntakeValues,
  started: StartedProject | null,
  briefPressed: boolean,
): Errors {
  const errorsOf = (result: { success: boolean; error?: Parameters<IntakeValidation["fieldErrorsOf"]>[0] }) =>
    result.success || !result.error ? {} : (validation.fieldErrorsOf(result.error) as Errors);
  const start = started ? {} : errorsOf(validation.projectStartSchema.safeParse(values));
  const brief = errorsOf(
    started
      ? validation.projectBriefSchema.safeParse({ ...values, briefKey: started.briefKey })
      : validation.clientIntakeSchema.safeParse(values),
  );
  const found: Errors = {};
  for (const field of INTAKE_FIELD_ORDER) {
    const message =
      isStartField(field) && !(started && field === "serviceType")
        ? started
          ? undefined
          : briefPressed
            ? brief[field]
            : start[field]
        : briefPressed || values[field].trim()
          ? brief[field]
          : undefined;
    if (message) found[field] = message;
  }
  return found;
}

export const fieldId = (field: IntakeField) => `intake-${field}`;

const STARTED_KEY = "client-intake-started";

/** The start this tab stored, kept in sessionStorage beside the draft so that a reload does not start twice. */
function readStarted(): StartedProject | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(STARTED_KEY) ?? "null") as StartedProject | null;
    return kept && typeof kept.id === "number" && typeof kept.briefKey === "string" ? kept : null;
  } catch {
    return null;
  }
}

function keepStarted(started: StartedProject | null) {
  try {
    if (started) window.sessionStorage.setItem(STARTED_KEY, JSON.stringify(started));
    else window.sessionStorage.removeItem(STARTED_KEY);
  } catch {
    // A browser that refuses storage forgets the start on reload; the agency still has it.
  }
}

/** The failure toast's text (docs/product/lead-capture.md § Intake toasts). */
function failureText(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (!(error instanceof ApiError)) return "Please try again or contact us directly.";
  return error.serverMessage ?? "Submission failed";
}

/**
 * The intake page (docs/product/lead-capture.md § Project start, § Intake fields, § Intake toasts): the
 * project start, then the brief. Checked on blur and on send; a refused send scrolls to and focuses the first
 * invalid field. A stored start shows its confirmation in place; a stored brief the success toast, and the
 * browser returns to / after 2 seconds. A page the server rendered for a form sent without the script starts
 * from that answer.
 */
export function useIntakeForm() {
  const navigate = usePageNavigate();
  const params = usePageSearchParams();
  const priceList = usePriceList();
  const answered = usePageData().actionData as IntakeActionResult | undefined;
  const [values, setValues] = useState<IntakeValues>(() =>
    answered && answered.outcome !== "sent"
      ? answered.values
      : { ...EMPTY, serviceType: intakeServiceFromAddress(params.get("package"), priceList) },
  );
  const [started, setStarted] = useState<StartedProject | null>(() =>
    answered?.outcome === "started"
      ? answered.started
      : answered?.outcome === "failed"
        ? (answered.started ?? null)
        : null,
  );
  const [errors, setErrors] = useState<Errors>(() =>
    answered?.outcome === "failed" ? (answered.fields as Errors) : {},
  );
  const [touched, setTouched] = useState<Set<IntakeField>>(new Set());
  const [briefPressed, setBriefPressed] = useState(false);
  const [status, setStatus] = useState<"idle" | "starting" | "submitting" | "success">(
    answered?.outcome === "sent" ? "success" : "idle",
  );
  // A long form: a reload or a visit elsewhere in the tab must not empty it, nor forget a stored start.
  const draft = useFormDraft("client-intake", values, setValues);
  useEffect(() => {
    const kept = readStarted();
    if (kept) setStarted((current) => current ?? kept);
  }, []);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  /**
   * The checks run synchronously once fetched (the first focus in the form starts the fetch); a blur or send
   * before then waits for them. When they cannot be fetched the server checks the send and its field
   * messages are shown.
   */
  const checks = useChecks(intakeValidation);
  const formToken = useFormToken("client-intake");

  function visibleErrors(
    validation: IntakeValidation,
    next: IntakeValues,
    shown: Set<IntakeField>,
    state: { started: StartedProject | null; briefPressed: boolean } = { started, briefPressed },
  ): Errors {
    const all = check(validation, next, state.started, state.briefPressed);
    return Object.fromEntries(
      INTAKE_FIELD_ORDER.filter((field) => shown.has(field) && all[field]).map((f) => [f, all[f]]),
    );
  }

  function setField(field: IntakeField | "companyFax", value: string) {
    const next = { ...values, [field]: value };
    // From the values as they are when React applies it: a field replayed after a page comes back from the
    // history lands after the draft's restore, which this render has not seen yet.
    setValues((current) => ({ ...current, [field]: value }));
    // A shown error updates as the visitor fixes it (errors come from a blur or send that fetched the checks).
    const validation = intakeValidation.loaded;
    if (validation && field !== "companyFax" && errors[field]) setErrors(visibleErrors(validation, next, touched));
  }

  async function blur(field: IntakeField) {
    const shown = new Set(touched).add(field);
    setTouched(shown);
    const validation = intakeValidation.loaded ?? (await loadOrSkip(intakeValidation));
    if (validation) setErrors(visibleErrors(validation, values, shown));
  }

  /** A choice is "left" when it is made. */
  async function choose(field: IntakeField, value: string) {
    const next = { ...values, [field]: value };
    const shown = new Set(touched).add(field);
    setValues((current) => ({ ...current, [field]: value }));
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

  /** Checks what `intent` sends; true when it may go. */
  async function ready(intent: IntakeIntent): Promise<boolean> {
    const pressed = briefPressed || intent === "brief";
    setBriefPressed(pressed);
    const shown = new Set<IntakeField>([...touched, ...(intent === "brief" ? INTAKE_FIELD_ORDER : START_FIELDS)]);
    setTouched(shown);
    const validation = await checks.get();
    const all = validation ? check(validation, values, started, intent === "brief") : {};
    const blocking = Object.fromEntries(
      Object.entries(all).filter(([field]) => intent === "brief" || isStartField(field as IntakeField)),
    ) as Errors;
    setErrors(validation ? visibleErrors(validation, values, shown, { started, briefPressed: pressed }) : {});
    if (Object.keys(blocking).length === 0) return true;
    focusFirstInvalid(blocking);
    return false;
  }

  function refused(error: unknown) {
    setStatus("idle");
    const fromServer = serverFieldErrors(error) as Errors;
    if (Object.keys(fromServer).length > 0) {
      setErrors(fromServer);
      focusFirstInvalid(fromServer);
    }
    toast({ title: "Submission Failed", description: failureText(error), variant: "destructive" });
  }

  async function start() {
    setStatus("starting");
    try {
      const { contactName, email, serviceType, need, companyFax } = values;
      const answer = await apiRequest<ProjectStartResponse>("/api/client-intake/start", "POST", {
        contactName,
        email,
        serviceType,
        need,
        companyFax,
        priceList,
        ...(await formToken()),
      });
      const stored = { id: answer.id, briefKey: answer.briefKey, message: answer.message, serviceType };
      setStarted(stored);
      keepStarted(stored);
      setStatus("idle");
      setErrors({});
      setBriefPressed(false);
    } catch (error) {
      refused(error);
    }
  }

  async function sendBrief() {
    setStatus("submitting");
    try {
      if (started) {
        const { contactName: _n, email: _e, need: _need, companyFax: _f, ...brief } = values;
        await apiRequest<{ message: string }>(`/api/client-intake/${started.id}/brief`, "POST", {
          ...brief,
          priceList,
          briefKey: started.briefKey,
        });
      } else {
        await apiRequest<ClientIntakeResponse>("/api/client-intake", "POST", {
          ...values,
          priceList,
          ...(await formToken()),
        });
      }
      setStatus("success");
      draft.clear();
      keepStarted(null);
      toast({
        title: "Intake Form Submitted Successfully!",
        description: "Thank you! We'll review your information and get back to you within 24 hours.",
        variant: "success",
      });
      redirect.current = setTimeout(() => navigate("/"), INTAKE_REDIRECT_MS);
    } catch (error) {
      refused(error);
    }
  }

  async function submit(intent: IntakeIntent) {
    // A second press while the checks are fetched is ignored, as one is while the form is sent.
    if (status !== "idle" || checks.fetching()) return;
    if (!(await ready(intent))) return;
    await (intent === "start" && !started ? start() : sendBrief());
  }

  return {
    values,
    errors,
    status,
    started,
    setField,
    blur,
    choose,
    submit,
    hasErrors: Object.keys(errors).length > 0,
    warmUp,
    /** The unspent form token of a send refused without the script, which the plain form sends again. */
    refusedFormToken: answered?.outcome === "failed" ? answered.formToken : undefined,
  };
}

export type IntakeForm = ReturnType<typeof useIntakeForm>;
