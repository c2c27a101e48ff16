import { Sparkles } from "lucide-react";
import type { FormEvent } from "react";
import { HoneypotField } from "#app/components/form/honeypot-field";
import { primaryButtonClass, SelectField, TextAreaField, TextField } from "#app/components/form/labelled-fields";
import type { warmOnInteraction } from "#app/lib/lazy-module";
import { HONEYPOT_FIELD } from "#common/forms/honeypot-field";
import { BRAND_PERSONALITIES, MOOD_BOARD_LIMITS, PROJECT_TYPES, STYLES } from "#common/mood-board/options";
import { ChipGroup } from "./chip-group";
import { PresetCards } from "./preset-cards";

export interface BriefValues {
  projectName: string;
  projectType: string;
  targetAudience: string;
  businessGoals: string;
  brandPersonality: string[];
  colorPreferences: string[];
  stylePreferences: string[];
  inspirationDescription: string;
  clientEmail: string;
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_BRIEF: BriefValues = {
  projectName: "",
  projectType: "",
  targetAudience: "",
  businessGoals: "",
  brandPersonality: [],
  colorPreferences: [],
  stylePreferences: [],
  inspirationDescription: "",
  clientEmail: "",
  [HONEYPOT_FIELD]: "",
};

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

function SectionHeading({ id, step, title, lead }: { id: string; step: string; title: string; lead: string }) {
  return (
    <div className="flex items-start gap-4">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl border border-neon-cyan/40 bg-neon-cyan/10 font-display text-sm font-bold text-neon-cyan"
      >
        {step}
      </span>
      <div>
        <h2 id={id} className="font-display text-2xl font-bold tracking-tight text-white">
          {title}
        </h2>
        <p className="mt-1 text-ink-300">{lead}</p>
      </div>
    </div>
  );
}

/** The brief: Project Foundation and Visual Identity (docs/product/mood-board.md § Brief). */
export function MoodBoardForm({
  values,
  errors,
  busy,
  onChange,
  onSubmit,
  warmUp,
}: {
  values: BriefValues;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (values: BriefValues) => void;
  onSubmit: () => void;
  /** Spread on the <form>: the first focus or press inside it fetches the checks. */
  warmUp: ReturnType<typeof warmOnInteraction>;
}) {
  const set = <Key extends keyof BriefValues>(key: Key, value: BriefValues[Key]) =>
    onChange({ ...values, [key]: value });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="post" noValidate onSubmit={handleSubmit} {...warmUp} aria-busy={busy} className="relative grid gap-8">
      <section
        aria-labelledby="foundation-title"
        className="grid gap-6 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 backdrop-blur sm:p-8"
      >
        <SectionHeading
          id="foundation-title"
          step="01"
          title="Project Foundation"
          lead="What are we designing, and for whom?"
        />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            name="projectName"
            label="Project Name"
            required
            maxLength={MOOD_BOARD_LIMITS.projectName}
            placeholder="e.g. Casa Limón"
            autoComplete="off"
            value={values.projectName}
            error={errors.projectName}
            onChange={(event) => set("projectName", event.target.value)}
          />
          <SelectField
            name="projectType"
            label="Project Type"
            required
            placeholder="Choose a project type"
            options={PROJECT_TYPES.map((type) => ({ value: type, label: type }))}
            value={values.projectType}
            error={errors.projectType}
            onChange={(event) => set("projectType", event.target.value)}
          />
        </div>
        <TextField
          name="targetAudience"
          label="Target Audience"
          required
          maxLength={MOOD_BOARD_LIMITS.targetAudience}
          placeholder="e.g. families out for a relaxed dinner"
          value={values.targetAudience}
          error={errors.targetAudience}
          onChange={(event) => set("targetAudience", event.target.value)}
        />
        <TextAreaField
          name="businessGoals"
          label="Business Goals"
          required
          rows={3}
          maxLength={MOOD_BOARD_LIMITS.businessGoals}
          placeholder="e.g. fill weekday tables and double online bookings"
          value={values.businessGoals}
          error={errors.businessGoals}
          onChange={(event) => set("businessGoals", event.target.value)}
        />
      </section>

      <section
        aria-labelledby="identity-title"
        className="grid gap-8 rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/70 p-5 backdrop-blur sm:p-8"
      >
        <SectionHeading
          id="identity-title"
          step="02"
          title="Visual Identity"
          lead="How should the brand feel at first glance?"
        />
        <ChipGroup
          name="brandPersonality"
          label="Brand Personality"
          hint="Choose one or more traits."
          options={BRAND_PERSONALITIES}
          selected={values.brandPersonality}
          error={errors.brandPersonality}
          onToggle={(value) => set("brandPersonality", toggle(values.brandPersonality, value))}
        />
        <PresetCards
          selected={values.colorPreferences}
          error={errors.colorPreferences}
          onToggle={(name) => set("colorPreferences", toggle(values.colorPreferences, name))}
        />
        <ChipGroup
          name="stylePreferences"
          label="Style"
          hint="Choose one or more. Dark Theme or Light Theme decides the backgrounds."
          options={STYLES}
          selected={values.stylePreferences}
          error={errors.stylePreferences}
          onToggle={(value) => set("stylePreferences", toggle(values.stylePreferences, value))}
        />
        <TextAreaField
          name="inspirationDescription"
          label="Inspiration"
          hint="Optional: sites, places, materials or moods you love."
          rows={3}
          maxLength={MOOD_BOARD_LIMITS.inspirationDescription}
          placeholder="e.g. hand-painted market signs, sunny terraces, colorful tiles"
          value={values.inspirationDescription}
          error={errors.inspirationDescription}
          onChange={(event) => set("inspirationDescription", event.target.value)}
        />
        <TextField
          name="clientEmail"
          label="Your Email"
          hint="Optional: so we can follow up on this board."
          type="email"
          autoComplete="email"
          value={values.clientEmail}
          error={errors.clientEmail}
          onChange={(event) => set("clientEmail", event.target.value)}
        />
        <HoneypotField value={values[HONEYPOT_FIELD]} onChange={(value) => set(HONEYPOT_FIELD, value)} />
      </section>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-ink-400 sm:mr-auto">Takes a moment. Nothing is published until you share it.</p>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          <Sparkles aria-hidden="true" className={`size-5 ${busy ? "motion-safe:animate-spin" : ""}`} />
          {busy ? "Generating Vision Board..." : "Generate Mood Board"}
        </button>
      </div>
    </form>
  );
}
