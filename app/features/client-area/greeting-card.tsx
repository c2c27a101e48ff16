import { Coffee, type LucideIcon, Moon, Pencil, Sun, Sunrise, Sunset } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { type GreetingVariant, greetingAt } from "#common/client-area/greeting";
import { limitVisitorNameDraft } from "#common/client-area/visitor-name";
import { formatClock } from "#common/time/calendar-text";
import { useLocalClock } from "./use-local-clock";
import { useVisitorName } from "./use-visitor-name";

/** Each band's icon, accent and line; night differs from evening (docs/product/client-area.md § Greeting card). */
const VARIANTS: Record<GreetingVariant, { icon: LucideIcon; accent: string; glow: string; line: string }> = {
  "early-morning": {
    icon: Sunrise,
    accent: "text-amber-300 bg-amber-300/10 border-amber-300/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(252_211_77/0.16),transparent_70%)]",
    line: "An early start. Here is where your project stands.",
  },
  morning: {
    icon: Sun,
    accent: "text-neon-lime bg-neon-lime/10 border-neon-lime/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(182_255_59/0.14),transparent_70%)]",
    line: "Here is where your project stands today.",
  },
  afternoon: {
    icon: Sun,
    accent: "text-neon-cyan bg-neon-cyan/10 border-neon-cyan/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(34_228_255/0.14),transparent_70%)]",
    line: "Everything about your project, in one place.",
  },
  evening: {
    icon: Sunset,
    accent: "text-orange-300 bg-orange-300/10 border-orange-300/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(253_186_116/0.15),transparent_70%)]",
    line: "A quick look before the day is done.",
  },
  night: {
    icon: Moon,
    accent: "text-violet-300 bg-violet-300/10 border-violet-300/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(196_181_253/0.16),transparent_70%)]",
    line: "Catching up tonight? It is all here.",
  },
  late: {
    icon: Coffee,
    accent: "text-neon-magenta bg-neon-magenta/10 border-neon-magenta/30",
    glow: "bg-[radial-gradient(22rem_12rem_at_100%_0%,rgb(255_79_216/0.14),transparent_70%)]",
    line: "Burning the midnight oil. We will pick it up in the morning.",
  },
};

const fieldClass =
  "h-11 min-w-0 flex-1 rounded-full border border-ink-600 bg-ink-950/70 px-4 text-sm text-white placeholder:text-ink-400 focus:border-neon-cyan focus:outline-none";
const buttonClass =
  "inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full border border-ink-600 px-4 font-display text-sm font-semibold text-ink-100 transition-colors hover:border-neon-cyan hover:text-neon-cyan";

/**
 * The greeting card of onboarding, portal and resources (docs/product/client-area.md § Greeting card): the
 * greeting of the visitor's local hour, refreshed every minute, with the name
 * they chose. The server cannot know either, so it renders a placeholder of
 * exactly the same size and the browser fills it in after mount: no
 * hydration mismatch and no layout shift.
 */
export function GreetingCard({ clientName }: { clientName?: string }) {
  const now = useLocalClock();
  const saved = useVisitorName();
  // A signed-in client is greeted by the name on their account, which they cannot change here.
  const visitor = clientName ? { ...saved, name: clientName, ready: true } : saved;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const ready = now !== null && visitor.ready;
  const greeting = now ? greetingAt(now) : null;
  const variant = greeting ? VARIANTS[greeting.variant] : null;
  const Icon = variant?.icon;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (visitor.save(draft)) setDraft("");
    else inputRef.current?.focus();
  };

  const changeName = () => {
    visitor.clear();
    // The input replaces the button: move focus there so keyboard users keep their place.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <section
      aria-label="Greeting"
      aria-busy={!ready}
      className="relative isolate overflow-hidden rounded-[var(--radius-card)] border border-ink-700 bg-ink-900/80 p-5 backdrop-blur sm:p-6"
    >
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 transition-opacity duration-700 ${variant?.glow ?? ""}`}
      />
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-content-center rounded-2xl border ${
            variant?.accent ?? "border-ink-700 bg-ink-800"
          }`}
        >
          {Icon && <Icon className="size-6" />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="h-5 text-xs font-semibold tracking-[0.2em] text-ink-300 uppercase">
            {now ? `Your time ${formatClock(now.getHours(), now.getMinutes())}` : ""}
          </p>
          {/* Fixed line heights: the placeholder and the greeting take the same space. */}
          <p className="mt-1 h-8 truncate font-display text-2xl leading-8 font-bold text-white">
            {greeting ? (
              <>
                {greeting.text}
                {visitor.name ? "," : ""}
              </>
            ) : (
              <span
                aria-hidden="true"
                className="inline-block h-6 w-48 max-w-full rounded-md bg-ink-800 align-middle"
              />
            )}
          </p>
          <p className="h-8 truncate font-display text-2xl leading-8 font-bold">
            {ready && visitor.name ? <span className="text-gradient-neon">{visitor.name}</span> : null}
            {ready && !visitor.name ? <span className="text-ink-300">Nice to see you</span> : null}
          </p>
        </div>
      </div>
      <p className="mt-3 h-10 text-sm leading-5 text-ink-300">{variant?.line ?? ""}</p>
      {/* A signed-in client's name comes from their account: nothing to save or change here. */}
      {!clientName && (
        <div className="mt-3 h-11">
          {ready && visitor.name && !clientName ? (
            <button type="button" className={buttonClass} onClick={changeName}>
              <Pencil aria-hidden="true" className="size-4" />
              Change Name
            </button>
          ) : null}
          {ready && !visitor.name ? (
            <form className="flex gap-2" onSubmit={onSubmit}>
              <label htmlFor={inputId} className="sr-only">
                Your name
              </label>
              <input
                id={inputId}
                ref={inputRef}
                name="visitorName"
                type="text"
                autoComplete="given-name"
                placeholder="Your first name"
                value={draft}
                // Not maxLength: the browser would cut before trimming, so spaces around a pasted name would cost letters.
                onChange={(event) => setDraft(limitVisitorNameDraft(event.target.value))}
                className={fieldClass}
              />
              <button type="submit" className={buttonClass}>
                Save Name
              </button>
            </form>
          ) : null}
        </div>
      )}
    </section>
  );
}
