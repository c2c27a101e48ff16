import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type MouseEvent, startTransition, useEffect, useRef, useState } from "react";
import { HoneypotField } from "#app/components/form/honeypot-field";
import {
  primaryButtonClass,
  SelectField,
  secondaryButtonClass,
  TextAreaField,
  TextField,
} from "#app/components/form/labelled-fields";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { useFormToken } from "#app/components/form/use-form-token";
import { useFormValues } from "#app/components/form/use-form-values";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { lazyModule, warmOnInteraction } from "#app/lib/lazy-module";
import { usePageAddress, usePageSearchParams } from "#app/lib/page-address";
import { usePriceList } from "#app/lib/price-list";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { RESERVE_SLOT_STEP_FIELDS, type ReserveSlotStep } from "#common/forms/reserve-slot-steps";
import { LAUNCH_URGENCIES, RESERVATION_BUDGETS, RESERVATION_PACKAGES } from "#common/slots/options";
import { PackagePicker } from "./package-picker";
import { SlotPicker } from "./slot-picker";
import { StepIndicator, WIZARD_STEPS } from "./step-indicator";
import { SuccessScreen } from "./success-screen";
import { useSlotOptions } from "./use-slot-options";
import { useWizardStep } from "./use-wizard-step";
import { clearDraft, EMPTY_VALUES, readDraft, saveDraft } from "./wizard-draft";

const reserveSlotValidation = lazyModule(() => import("./reserve-slot-validation"));
/** Spread on the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(reserveSlotValidation);

const ALL_FIELDS = [...RESERVE_SLOT_STEP_FIELDS[1], ...RESERVE_SLOT_STEP_FIELDS[2], ...RESERVE_SLOT_STEP_FIELDS[3]];

/** Ignores the second click of a double click: by then the first has moved on (or is sending). */
const ignoreRepeatedClick = (event: MouseEvent) => {
  if (event.detail > 1) event.preventDefault();
};

function stepOf(field: string): ReserveSlotStep {
  for (const step of [1, 2, 3] as const) {
    if ((RESERVE_SLOT_STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return 3;
}

/** The slot reservation wizard: three steps and the success screen (docs/product/lead-capture.md § Wizard steps). */
export function ReserveSlotWizard() {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, set, showErrors, bind, formProps } = useFormValues(
    EMPTY_VALUES,
    ALL_FIELDS,
    formRef,
  );
  // False until the answers kept in this tab are restored (after hydration: the server cannot know them).
  const [restored, setRestored] = useState(false);
  // The server's message once the reservation is in; null while the wizard shows.
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { options, isError, refresh } = useSlotOptions();
  const searchParams = usePageSearchParams();
  const location = usePageAddress();
  const { navigationType } = location;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Refs, not state: two presses can land before React re-renders with the pending state.
  const advancing = useRef(false);
  const sending = useRef(false);

  // Fetched on first use: a press while they are fetched waits for them (the guards above ignore a second one).
  const checks = useChecks(reserveSlotValidation);

  // A step shows only when the steps before it are answered. Without the checks (they could not be
  // fetched) every step may show: the server checks every field on RESERVE MY SLOT. Not memoised: the
  // checks arrive outside React's state (lazy-module.ts), and two small parses per render are cheap.
  const validation = restored ? reserveSlotValidation.loaded : undefined;
  const firstInvalid = validation
    ? ([1, 2] as const).find((step) => Object.keys(validation.validateReserveSlotStep(step, values)).length > 0)
    : undefined;
  const wizard = useWizardStep({
    ready: restored,
    reachable: (requested) => (firstInvalid && firstInvalid < requested ? firstInvalid : requested),
  });
  const step = wizard.step;
  const view = confirmation === null ? step : 4;

  // Restores the answers kept in this tab, in an effect so the first render matches the server's HTML.
  // A later step in the address needs the checks to know whether it may show, so they are fetched first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render's address
  useEffect(() => {
    let live = true;
    const draft = readDraft();
    const wantsLaterStep = searchParams.has("step");
    void (wantsLaterStep ? checks.get() : Promise.resolve()).then(() => {
      if (!live) return;
      // In a transition, so the re-render after hydration is cut into short tasks.
      startTransition(() => {
        if (draft) setValues(draft);
        setRestored(true);
      });
    });
    return () => {
      live = false;
    };
  }, []);

  // Every answer is kept for a reload until the reservation is in; nothing is kept after it.
  useEffect(() => {
    if (restored && confirmation === null) saveDraft(values);
  }, [restored, confirmation, values]);

  // ?package= preselects the package unless the visitor already chose one — one the face sells (the light
  // face has no Landing Page).
  const requestedPackage = searchParams.get("package");
  const offeredPackages = RESERVATION_PACKAGES[usePriceList()];
  useEffect(() => {
    if (restored && requestedPackage && offeredPackages.some((pkg) => pkg.id === requestedPackage)) {
      startTransition(() =>
        setValues((current) => (current.package ? current : { ...current, package: requestedPackage })),
      );
    }
  }, [restored, requestedPackage, offeredPackages, setValues]);

  // Back or Forward from the success screen opens the wizard again (empty: that reservation is in).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the history entry is the trigger
  useEffect(() => {
    if (navigationType === "POP") setConfirmation(null);
  }, [location.key]);

  // A NEXT STEP press is done once its step is in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the history entry is the trigger
  useEffect(() => {
    advancing.current = false;
  }, [location.key]);

  // Each step change moves focus to the new step's heading, for keyboard and screen-reader users; not the
  // first step shown (after a reload the visitor has not moved, and focus stays where the browser put it).
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (!restored) return;
    const before = shownStep.current;
    shownStep.current = view;
    if (before === null || before === view) return;
    headingRef.current?.focus({ preventScroll: true });
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [restored, view]);

  // The success screen is shorter than the step it replaces: on a phone its heading would sit above the
  // window. Bring it into view and give it focus, so the confirmation is what is seen and read first.
  useEffect(() => {
    if (confirmation === null) return;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: "center" });
  }, [confirmation]);

  const formToken = useFormToken("reserve-slot");
  const priceList = usePriceList();
  const reserve = useMutation({
    mutationFn: (payload: unknown) => apiRequest<{ message: string }>("/api/reserve-slot", "POST", payload),
    onSuccess: (result) => {
      // The reservation is in: nothing of it stays in the tab, and the wizard behind the success screen
      // starts empty (the address then drops its step, see useWizardStep).
      clearDraft();
      setValues(EMPTY_VALUES);
      setErrors({});
      setConfirmation(result.message);
      toast({ title: "Check Your Email", description: result.message, variant: "success" });
      void refresh();
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
        if (target !== step) void wizard.show(target);
        showErrors(fields);
      }
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  // If the checks cannot be fetched, the step is not checked here: the server checks every
  // field on RESERVE MY SLOT and its messages bring the visitor back to the step concerned.
  const next = async () => {
    if (advancing.current) return;
    advancing.current = true;
    const validation = await checks.get();
    const found = validation ? validation.validateReserveSlotStep(step, values) : {};
    if (Object.keys(found).length > 0) {
      advancing.current = false;
      return showErrors(found);
    }
    setErrors({});
    void wizard.forward();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step !== 3) return next();
    if (sending.current) return;
    sending.current = true;
    const validation = await checks.get();
    const parsed = validation?.reserveSlotSchema.safeParse(values);
    if (parsed && !parsed.success) {
      sending.current = false;
      const found = fieldErrorsOf(parsed.error);
      const first = ALL_FIELDS.find((field) => found[field]);
      if (first && stepOf(first) !== step) void wizard.show(stepOf(first));
      return showErrors(found);
    }
    // The face's list names the package in the visitor's confirmation (docs/product/pricing.md § Price lists).
    reserve.mutate({ ...values, priceList, ...(await formToken()) });
  };

  if (confirmation !== null) return <SuccessScreen message={confirmation} headingRef={headingRef} />;

  return (
    <form
      {...formProps}
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
              <TextField label="Name" required autoComplete="name" {...bind("name")} />
              <TextField label="Email" type="email" required autoComplete="email" {...bind("email")} />
              <TextField label="Business name" autoComplete="organization" {...bind("business")} />
              <TextField label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
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
                label="Project details"
                required
                rows={6}
                maxLength={5000}
                hint="What should the website do, for whom, and what matters most to you?"
                {...bind("projectDetails")}
              />
              <div className="grid gap-6 sm:grid-cols-2">
                <SelectField
                  label="Budget"
                  placeholder="Select a budget range"
                  options={RESERVATION_BUDGETS}
                  {...bind("budget")}
                />
                <SelectField
                  label="Launch urgency"
                  placeholder="Select launch urgency"
                  options={LAUNCH_URGENCIES.map((urgency) => ({
                    value: urgency.value,
                    label: `${urgency.label} — ${urgency.hint.toLowerCase()}`,
                  }))}
                  {...bind("timeline")}
                />
              </div>
            </>
          )}
        </div>

        <HoneypotField value={values[HONEYPOT_FIELD]} onChange={set(HONEYPOT_FIELD)} />

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-ink-700 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 1 ? (
            <button type="button" className={secondaryButtonClass} onClick={() => void wizard.back()}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                <path d="M16 10H4m5-5-5 5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              PREVIOUS
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < 3 ? (
            <button type="submit" className={primaryButtonClass} onClick={ignoreRepeatedClick}>
              NEXT STEP
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                <path d="M4 10h12m-5-5 5 5-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : (
            <button
              type="submit"
              // aria-disabled, not disabled: a disabled button drops keyboard focus to the page's start while the
              // reservation is sent; the `sending` guard ignores a second press.
              aria-disabled={reserve.isPending || undefined}
              className={`${primaryButtonClass} aria-disabled:cursor-wait aria-disabled:opacity-70`}
              onClick={ignoreRepeatedClick}
              aria-live="polite"
            >
              {reserve.isPending ? "BOOKING SLOT..." : "RESERVE MY SLOT"}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
