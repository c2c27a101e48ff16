import { useMutation } from "@tanstack/react-query";
import { type FormEvent, startTransition, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { HONEYPOT_FIELD } from "../../../common/forms/honeypot-field";
import { RESERVE_SLOT_STEP_FIELDS, type ReserveSlotStep } from "../../../common/forms/reserve-slot-steps";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGE_IDS } from "../../../common/slots/options";
import { apiRequest, errorMessage } from "../../lib/api-request";
import { lazyModule, warmOnInteraction } from "../../lib/lazy-module";
import { toast } from "../../lib/toast/toast-store";
import { useChecks } from "../../lib/use-checks";
import {
  HoneypotField,
  primaryButtonClass,
  SelectField,
  secondaryButtonClass,
  TextAreaField,
  TextField,
} from "../booking-ui/fields";
import { focusFirstInvalid, serverFieldErrors } from "../booking-ui/server-errors";
import { PackagePicker } from "./package-picker";
import { SlotPicker } from "./slot-picker";
import { StepIndicator, WIZARD_STEPS } from "./step-indicator";
import { SuccessScreen } from "./success-screen";
import { useSlotOptions } from "./use-slot-options";

const EMPTY = {
  name: "",
  email: "",
  business: "",
  phone: "",
  package: "",
  preferredSlot: "",
  projectDetails: "",
  budget: "",
  timeline: "",
  [HONEYPOT_FIELD]: "",
};
type Values = typeof EMPTY;
type Step = ReserveSlotStep | 4;

const reserveSlotValidation = lazyModule(() => import("./reserve-slot-validation"));
/** Spread on the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(reserveSlotValidation);

const ALL_FIELDS = [...RESERVE_SLOT_STEP_FIELDS[1], ...RESERVE_SLOT_STEP_FIELDS[2], ...RESERVE_SLOT_STEP_FIELDS[3]];

function stepOf(field: string): ReserveSlotStep {
  for (const step of [1, 2, 3] as const) {
    if ((RESERVE_SLOT_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return 3;
}

/** The slot reservation wizard (spec 001 §2, §4, §8): three steps and the success screen. */
export function ReserveSlotWizard() {
  const [step, setStep] = useState<Step>(1);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmation, setConfirmation] = useState("");
  const { options, isError, refresh } = useSlotOptions();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // ?package= preselects the package (read after hydration: the page is prerendered).
  const requestedPackage = searchParams.get("package");
  useEffect(() => {
    if (requestedPackage && (RESERVATION_PACKAGE_IDS as readonly string[]).includes(requestedPackage)) {
      // In a transition, so the re-render after hydration is cut into short tasks.
      startTransition(() =>
        setValues((current) => (current.package ? current : { ...current, package: requestedPackage })),
      );
    }
  }, [requestedPackage]);

  // Each step change moves focus to the new step's heading, for keyboard and screen-reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [step]);

  const goTo = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current, ALL_FIELDS, found));
  };

  const reserve = useMutation({
    mutationFn: (payload: unknown) => apiRequest<{ message: string }>("/api/reserve-slot", "POST", payload),
    onSuccess: (result) => {
      setConfirmation(result.message);
      toast({ title: "Slot Reserved Successfully!", description: result.message, variant: "success" });
      void refresh();
      goTo(4);
    },
    onError: (error) => {
      toast({
        title: "Reservation Failed",
        description: errorMessage(error, "Failed to reserve slot. Please try again."),
        variant: "destructive",
      });
      const fields = serverFieldErrors(error);
      if (fields.preferredSlot) void refresh(); // a full or past slot: show the calendar as it is now
      const first = ALL_FIELDS.find((field) => fields[field]);
      if (first) {
        const target = stepOf(first);
        if (target !== step) goTo(target);
        showErrors(fields);
      }
    },
  });

  // Fetched on first use: a second press while they are fetched is ignored, as one is while the reservation is sent.
  const checks = useChecks(reserveSlotValidation);

  // If the checks cannot be fetched, the step is not checked here: the server checks every
  // field on RESERVE MY SLOT and its messages bring the visitor back to the step concerned.
  const next = async () => {
    if (step === 4 || checks.fetching()) return;
    const validation = await checks.get();
    const found = validation ? validation.validateReserveSlotStep(step, values) : {};
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    goTo((step + 1) as Step);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 3) return next();
    if (reserve.isPending || checks.fetching()) return;
    const validation = await checks.get();
    const parsed = validation?.reserveSlotSchema.safeParse(values);
    if (parsed && !parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      const first = ALL_FIELDS.find((field) => found[field]);
      if (first && stepOf(first) !== step) goTo(stepOf(first));
      return showErrors(found);
    }
    reserve.mutate(values);
  };

  if (step === 4) return <SuccessScreen message={confirmation} headingRef={headingRef} />;

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={submit}
      {...warmUp}
      className="relative scroll-mt-28"
      aria-labelledby="wizard-step-title"
    >
      <StepIndicator step={step} />
      <div className="mt-8 rounded-[1.75rem] border border-ink-700 bg-ink-900/70 p-5 shadow-2xl shadow-black/30 backdrop-blur sm:p-8">
        <p className="font-display text-xs font-semibold tracking-[0.25em] text-neon-cyan uppercase">
          Step {step} of 3
        </p>
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mt-2 font-display text-2xl font-bold text-white outline-none sm:text-3xl"
        >
          {WIZARD_STEPS[step - 1]}
        </h2>

        <div className="mt-8 grid gap-6">
          {step === 1 && (
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField
                name="name"
                label="Name"
                required
                autoComplete="name"
                value={values.name}
                error={errors.name}
                onChange={(event) => set("name")(event.target.value)}
              />
              <TextField
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
                value={values.email}
                error={errors.email}
                onChange={(event) => set("email")(event.target.value)}
              />
              <TextField
                name="business"
                label="Business name"
                autoComplete="organization"
                value={values.business}
                error={errors.business}
                onChange={(event) => set("business")(event.target.value)}
              />
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                error={errors.phone}
                onChange={(event) => set("phone")(event.target.value)}
              />
            </div>
          )}

          {step === 2 && (
            <>
              <PackagePicker value={values.package} error={errors.package} onChange={set("package")} />
              <SlotPicker
                options={options}
                failed={isError}
                onRetry={() => void refresh()}
                value={values.preferredSlot}
                error={errors.preferredSlot}
                onSelect={(option) => {
                  set("preferredSlot")(option.id);
                  toast({ title: "Slot Selected", description: `Selected ${option.label} for your project` });
                }}
              />
            </>
          )}

          {step === 3 && (
            <>
              <TextAreaField
                name="projectDetails"
                label="Project details"
                required
                rows={6}
                maxLength={5000}
                hint="What should the website do, for whom, and what matters most to you?"
                value={values.projectDetails}
                error={errors.projectDetails}
                onChange={(event) => set("projectDetails")(event.target.value)}
              />
              <div className="grid gap-6 sm:grid-cols-2">
                <SelectField
                  name="budget"
                  label="Budget"
                  placeholder="Select a budget range"
                  options={RESERVATION_BUDGETS}
                  value={values.budget}
                  error={errors.budget}
                  onChange={(event) => set("budget")(event.target.value)}
                />
                <SelectField
                  name="timeline"
                  label="Launch urgency"
                  placeholder="Select launch urgency"
                  options={LAUNCH_URGENCIES.map((urgency) => ({
                    value: urgency.value,
                    label: `${urgency.label} — ${urgency.hint.toLowerCase()}`,
                  }))}
                  value={values.timeline}
                  error={errors.timeline}
                  onChange={(event) => set("timeline")(event.target.value)}
                />
              </div>
            </>
          )}
        </div>

        <HoneypotField value={values[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-ink-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <button type="button" className={secondaryButtonClass} onClick={() => goTo((step - 1) as Step)}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                <path d="M16 10H4m5-5-5 5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              PREVIOUS
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < 3 ? (
            <button type="submit" className={primaryButtonClass}>
              NEXT STEP
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                <path d="M4 10h12m-5-5 5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : (
            <button type="submit" className={primaryButtonClass} disabled={reserve.isPending} aria-live="polite">
              {reserve.isPending ? "BOOKING SLOT..." : "RESERVE MY SLOT"}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
