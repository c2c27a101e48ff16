import { Check } from "lucide-react";
import { useId } from "react";
import { formatDollars } from "../../../common/catalog/money";

export interface AddOnToggleProps {
  name: string;
  price: number;
  description: string;
  badge?: string;
  pressed: boolean;
  onToggle: () => void;
}

/**
 * One add-on as a real toggle button (issue 4 "Keyboard and screen readers"):
 * `aria-pressed` carries the state, the name and price are its label, the
 * description its description.
 */
export function AddOnToggle({ name, price, description, badge, pressed, onToggle }: AddOnToggleProps) {
  const id = useId();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-labelledby={`${id}-name ${id}-price`}
      aria-describedby={`${id}-description`}
      onClick={onToggle}
      className={`group relative flex h-full w-full flex-col rounded-2xl border p-5 text-left transition-colors duration-200 ${
        pressed
          ? "border-neon-cyan/80 bg-neon-cyan/[0.07] shadow-[0_0_32px_-12px] shadow-neon-cyan/60"
          : "border-ink-700 bg-ink-900/70 hover:border-ink-600 hover:bg-ink-850"
      }`}
    >
      <span className="flex items-start justify-between gap-4">
        <span className="flex flex-col gap-2">
          {badge ? (
            <span
              className={`w-fit rounded-full px-2.5 py-0.5 font-display text-[0.7rem] font-semibold tracking-[0.14em] uppercase ${badgeClass(badge)}`}
            >
              {badge}
            </span>
          ) : null}
          <span id={`${id}-name`} className="font-display text-lg leading-tight font-semibold text-ink-100">
            {name}
          </span>
        </span>
        <span
          aria-hidden="true"
          className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-md border transition-colors ${
            pressed ? "border-neon-cyan bg-neon-cyan text-ink-950" : "border-ink-600 text-transparent"
          }`}
        >
          <Check className="size-4" strokeWidth={3} />
        </span>
      </span>
      <span id={`${id}-description`} className="mt-2 text-sm leading-relaxed text-ink-300">
        {description}
      </span>
      <span
        id={`${id}-price`}
        className={`mt-auto pt-4 font-display text-xl font-bold tabular-nums ${pressed ? "text-neon-cyan" : "text-ink-100"}`}
      >
        +{formatDollars(price)}
      </span>
    </button>
  );
}

function badgeClass(badge: string): string {
  switch (badge) {
    case "Hot":
      return "bg-neon-magenta/15 text-neon-magenta";
    case "Recommended":
      return "bg-neon-lime/15 text-neon-lime";
    default:
      return "bg-neon-cyan/15 text-neon-cyan";
  }
}
