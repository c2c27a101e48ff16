import "#app/lib/zod-in-browser";
import { ClipboardCheck } from "lucide-react";
import { type FormEvent, Fragment, type ReactNode, useId, useState } from "react";
import { controlClass, describedBy, Field } from "#app/components/form/field";
import { ChoiceOptions, SelectControl } from "#app/components/form/select-control";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { apiRequest, errorMessage } from "#app/lib/api-request";
import { SiteLink } from "#app/lib/style-variant";
import { toast } from "#app/lib/toast/toast-store";
import type { PortalClient, QuestionnaireAnswer } from "#common/client-area/api";
import {
  type OnboardingQuestionnaire,
  onboardingQuestionnaireSchema,
  QUESTIONNAIRE_AVAILABILITY,
  QUESTIONNAIRE_BUDGETS,
  QUESTIONNAIRE_COMMUNICATION,
  QUESTIONNAIRE_CONTENT_MANAGEMENT,
  QUESTIONNAIRE_DESIGN_STYLES,
  QUESTIONNAIRE_DOMAIN,
  QUESTIONNAIRE_FEATURES,
  QUESTIONNAIRE_HEAR_ABOUT_US,
  QUESTIONNAIRE_HOSTING,
  QUESTIONNAIRE_INTEGRATIONS,
  QUESTIONNAIRE_LABELS,
  QUESTIONNAIRE_PROJECT_TYPES,
  QUESTIONNAIRE_SECTIONS,
  QUESTIONNAIRE_TERMS,
  QUESTIONNAIRE_TIMELINES,
  type QuestionnaireSectionField,
} from "#common/client-area/questionnaire";

type TextField =
  | "firstName"
  | "lastName"
  | "email"
  | "phone"
  | "company"
  | "position"
  | "projectType"
  | "budget"
  | "timeline"
  | "primaryGoal"
  | "targetAudience"
  | "designStyle"
  | "communicationPreference"
  | "currentWebsite"
  | "ecommerceNeeds"
  | "contentManagement"
  | "brandColors"
  | "inspiration"
  | "hostingPreference"
  | "domainStatus"
  | "additionalRequirements"
  | "previousExperience"
  | "hearAboutUs";
type ListField = "requiredFeatures" | "integrations" | "availabilityWindows";
type FormState = Record<TextField, string> & Record<ListField, string[]> & { agreesToTerms: boolean };

function initialState(client: PortalClient, saved: OnboardingQuestionnaire | null): FormState {
  const text = (value: string | undefined | null) => value ?? "";
  return {
    firstName: text(saved?.firstName ?? client.firstName),
    lastName: text(saved?.lastName ?? client.lastName),
    email: text(saved?.email ?? client.email),
    phone: text(saved?.phone ?? client.phone),
    company: text(saved?.company ?? client.company),
    position: text(saved?.position),
    projectType: text(saved?.projectType),
    budget: text(saved?.budget),
    timeline: text(saved?.timeline),
    primaryGoal: text(saved?.primaryGoal),
    targetAudience: text(saved?.targetAudience),
    designStyle: text(saved?.designStyle),
    communicationPreference: text(saved?.communicationPreference),
    currentWebsite: text(saved?.currentWebsite),
    ecommerceNeeds: text(saved?.ecommerceNeeds),
    contentManagement: text(saved?.contentManagement),
    brandColors: text(saved?.brandColors),
    inspiration: text(saved?.inspiration),
    hostingPreference: text(saved?.hostingPreference),
    domainStatus: text(saved?.domainStatus),
    additionalRequirements: text(saved?.additionalRequirements),
    previousExperience: text(saved?.previousExperience),
    hearAboutUs: text(saved?.hearAboutUs),
    requiredFeatures: saved?.requiredFeatures ?? [],
    integrations: saved?.integrations ?? [],
    availabilityWindows: saved?.availabilityWindows ?? [],
    agreesToTerms: saved?.agreesToTerms ?? false,
  };
}

/** The form's state as the payload: blank optional choices are left out, as the schema expects. */
function payload(state: FormState): Record<string, unknown> {
  return Object.fromEntries(Object.entries(state).map(([key, value]) => [key, value === "" ? undefined : value]));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-ink-700 pt-6 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full font-display text-lg font-bold text-white sm:col-span-2">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

/**
 * The onboarding questionnaire (docs/product/client-area.md § Onboarding questionnaire) for a signed-in client: every
 * field, its messages under the fields, checked in the browser with
 * the server's own schema. Submitting it completes the Project Details step.
 */
export function QuestionnaireForm({
  client,
  saved,
  onSaved,
}: {
  client: PortalClient;
  saved: OnboardingQuestionnaire | null;
  onSaved: (answer: QuestionnaireAnswer) => void;
}) {
  const id = useId();
  const [state, setState] = useState<FormState>(() => initialState(client, saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fid = (name: string) => `${id}-${name}`;

  const set = <Key extends keyof FormState>(key: Key, value: FormState[Key]) => {
    setState((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = onboardingQuestionnaireSchema.safeParse(payload(state));
    if (!parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(fid(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<QuestionnaireAnswer>("/api/portal/questionnaire", "PUT", parsed.data);
      toast({
        title: "Questionnaire Saved",
        description: "Thank you! Your answers are with your project lead.",
        variant: "success",
      });
      onSaved(answer);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast({
        title: "Questionnaire Not Saved",
        description: errorMessage(error, "Your answers could not be saved. Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const text = (name: TextField, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <Field id={fid(name)} label={QUESTIONNAIRE_LABELS[name]} required={options.required} error={errors[name]}>
      <input
        id={fid(name)}
        name={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        value={state[name]}
        onChange={(event) => set(name, event.target.value)}
        className={controlClass("dark", errors[name])}
        {...describedBy(fid(name), errors[name])}
      />
    </Field>
  );
  const area = (name: TextField, required = false) => (
    <Field
      id={fid(name)}
      label={QUESTIONNAIRE_LABELS[name]}
      required={required}
      error={errors[name]}
      className="sm:col-span-2"
    >
      <textarea
        id={fid(name)}
        name={name}
        rows={3}
        value={state[name]}
        onChange={(event) => set(name, event.target.value)}
        className={controlClass("dark", errors[name])}
        {...describedBy(fid(name), errors[name])}
      />
    </Field>
  );
  const select = (name: TextField, choices: readonly string[], required = false) => (
    <Field id={fid(name)} label={QUESTIONNAIRE_LABELS[name]} required={required} error={errors[name]}>
      <SelectControl
        id={fid(name)}
        name={name}
        value={state[name]}
        onChange={(event) => set(name, event.target.value)}
        className={controlClass("dark", errors[name])}
        {...describedBy(fid(name), errors[name])}
      >
        <ChoiceOptions placeholder={required ? "Please choose" : "No preference"} choices={choices} />
      </SelectControl>
    </Field>
  );
  const checks = (name: ListField, choices: readonly string[], required = false) => (
    <fieldset
      id={fid(name)}
      tabIndex={-1}
      className="grid gap-3 sm:col-span-2"
      {...describedBy(fid(name), errors[name])}
    >
      <legend className="mb-3 font-display text-xs font-semibold tracking-[0.18em] text-ink-200 uppercase">
        {QUESTIONNAIRE_LABELS[name]}
        {required && (
          <span aria-hidden="true" className="text-neon-cyan">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const checked = state[name].includes(choice);
          return (
            <label
              key={choice}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan ${
                checked
                  ? "border-neon-cyan bg-neon-cyan/10 text-white"
                  : "border-ink-600 text-ink-200 hover:border-ink-400"
              }`}
            >
              <input
                type="checkbox"
                name={name}
                value={choice}
                checked={checked}
                onChange={() =>
                  set(name, checked ? state[name].filter((item) => item !== choice) : [...state[name], choice])
                }
                className="size-4 accent-[var(--color-neon-cyan)]"
              />
              {choice}
            </label>
          );
        })}
      </div>
      {errors[name] && (
        <p id={`${fid(name)}-error`} className="text-sm font-medium text-red-300">
          {errors[name]}
        </p>
      )}
    </fieldset>
  );

  // Each question's control; the sections and their order come from the questionnaire's definition.
  const controls: Record<QuestionnaireSectionField, ReactNode> = {
    firstName: text("firstName", { required: true, autoComplete: "given-name" }),
    lastName: text("lastName", { required: true, autoComplete: "family-name" }),
    email: text("email", { required: true, type: "email", autoComplete: "email" }),
    phone: text("phone", { required: true, type: "tel", autoComplete: "tel" }),
    company: text("company", { required: true, autoComplete: "organization" }),
    position: text("position", { required: true, autoComplete: "organization-title" }),
    projectType: select("projectType", QUESTIONNAIRE_PROJECT_TYPES, true),
    currentWebsite: text("currentWebsite", { type: "url" }),
    budget: select("budget", QUESTIONNAIRE_BUDGETS, true),
    timeline: select("timeline", QUESTIONNAIRE_TIMELINES, true),
    primaryGoal: area("primaryGoal", true),
    targetAudience: area("targetAudience", true),
    requiredFeatures: checks("requiredFeatures", QUESTIONNAIRE_FEATURES, true),
    integrations: checks("integrations", QUESTIONNAIRE_INTEGRATIONS),
    ecommerceNeeds: area("ecommerceNeeds"),
    contentManagement: select("contentManagement", QUESTIONNAIRE_CONTENT_MANAGEMENT),
    designStyle: select("designStyle", QUESTIONNAIRE_DESIGN_STYLES, true),
    brandColors: text("brandColors"),
    inspiration: area("inspiration"),
    communicationPreference: select("communicationPreference", QUESTIONNAIRE_COMMUNICATION, true),
    hostingPreference: select("hostingPreference", QUESTIONNAIRE_HOSTING),
    domainStatus: select("domainStatus", QUESTIONNAIRE_DOMAIN),
    hearAboutUs: select("hearAboutUs", QUESTIONNAIRE_HEAR_ABOUT_US),
    availabilityWindows: checks("availabilityWindows", QUESTIONNAIRE_AVAILABILITY),
    previousExperience: area("previousExperience"),
    additionalRequirements: area("additionalRequirements"),
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-8" aria-label="Onboarding questionnaire">
      {QUESTIONNAIRE_SECTIONS.map((section) => (
        <Section key={section.title} title={section.title}>
          {section.fields.map((name) => (
            <Fragment key={name}>{controls[name]}</Fragment>
          ))}
        </Section>
      ))}
      <div className="grid gap-2 border-t border-ink-700 pt-6">
        <label className="flex items-start gap-3 text-ink-100">
          <input
            id={fid("agreesToTerms")}
            type="checkbox"
            name="agreesToTerms"
            checked={state.agreesToTerms}
            onChange={(event) => set("agreesToTerms", event.target.checked)}
            className="mt-1 size-5 accent-[var(--color-neon-cyan)]"
            {...describedBy(fid("agreesToTerms"), errors.agreesToTerms)}
          />
          <span>
            {QUESTIONNAIRE_TERMS.lead}{" "}
            <SiteLink to="/terms-of-service" className="text-neon-cyan underline underline-offset-4">
              {QUESTIONNAIRE_TERMS.link}
            </SiteLink>
            .
          </span>
        </label>
        {errors.agreesToTerms && (
          <p id={`${fid("agreesToTerms")}-error`} className="text-sm font-medium text-red-300">
            {errors.agreesToTerms}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center gap-2 rounded-full bg-neon-cyan px-6 font-display font-semibold text-ink-950 shadow-[0_0_32px_-10px] shadow-neon-cyan/80 transition-colors hover:bg-neon-lime disabled:cursor-wait disabled:opacity-70"
        >
          <ClipboardCheck aria-hidden="true" className="size-5" />
          {busy ? "Saving..." : "Submit Questionnaire"}
        </button>
      </div>
    </form>
  );
}
