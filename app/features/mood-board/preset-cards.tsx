import { Check } from "lucide-react";
import { FieldError, labelClass } from "#app/components/form/labelled-fields";
import { COLOR_PRESETS } from "#common/mood-board/options";
import { useRovingFocus } from "./use-roving-focus";

/** The six colour presets as toggle cards with swatches (docs/product/mood-board.md § Colour presets). */
export function PresetCards({
  selected,
  onToggle,
  error,
}: {
  selected: readonly string[];
  onToggle: (name: string) => void;
  error?: string;
}) {
  const itemProps = useRovingFocus(COLOR_PRESETS.length);
  return (
    <fieldset data-field="colorPreferences" aria-describedby="colorPreferences-hint">
      <legend className={labelClass}>Color Palette</legend>
      <p id="colorPreferences-hint" className="mt-1 text-sm text-ink-400">
        Optional: pick any presets you like. We add three palettes built from your brief either way.
      </p>
      <div role="toolbar" aria-label="Color palette presets" className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {COLOR_PRESETS.map((preset, index) => {
          const on = selected.includes(preset.name);
          return (
            <button
              key={preset.name}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(preset.name)}
              {...itemProps(index)}
              className={`group relative flex flex-col gap-3 rounded-2xl border p-3 text-left transition-colors ${
                on ? "border-neon-cyan bg-neon-cyan/10" : "border-ink-700 bg-ink-900/60 hover:border-ink-400"
              }`}
            >
              {/* A faint inner edge, so a near-black swatch on the dark card still reads as a colour. */}
              <span
                aria-hidden="true"
                className="flex h-14 overflow-hidden rounded-xl outline-1 -outline-offset-1 outline-white/20"
              >
                {preset.colors.map((color) => (
                  <span key={color} className="flex-1" style={{ backgroundColor: color }} />
                ))}
              </span>
              <span className="flex items-center justify-between gap-2">
                <span className="font-display font-bold text-white">{preset.name}</span>
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full border ${
                    on ? "border-neon-cyan bg-neon-cyan text-ink-950" : "border-ink-600 text-transparent"
                  }`}
                >
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              </span>
              <span className="text-sm leading-snug text-ink-300">{preset.description}</span>
            </button>
          );
        })}
      </div>
      <FieldError id="colorPreferences-error" message={error} />
    </fieldset>
  );
}
