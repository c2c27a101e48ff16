import { useEffect, useRef, useState } from "react";
import { fieldErrorsOf, serverFieldErrors } from "#app/components/form/server-errors";
import { lazyModule, warmOnInteraction } from "#app/lib/lazy-module";
import { toast } from "#app/lib/toast/toast-store";
import { useChecks } from "#app/lib/use-checks";
import type { MoodBoard } from "#common/mood-board/board";
import type { MoodBoardInput } from "#common/mood-board/schema";
import { PageHero } from "../marketing-ui/page-hero";
import { requestMoodBoard } from "./mood-board-api";
import { type BriefValues, EMPTY_BRIEF, MoodBoardForm } from "./mood-board-form";
import { VisionBoard } from "./vision-board";

const moodBoardValidation = lazyModule(() => import("./mood-board-validation"));
/** For the <form>: the first focus or press inside it fetches the checks. */
const warmUp = warmOnInteraction(moodBoardValidation);

/** Moves focus (and the view) to the first field with an error. */
function focusFirstInvalid(fields: Record<string, string>) {
  const first = Object.keys(fields)[0];
  if (!first) return;
  const target = document.querySelector<HTMLElement>(`[data-field="${first}"]`);
  const focusable = target?.matches("input, select, textarea")
    ? target
    : target?.querySelector<HTMLElement>("button, input, select, textarea");
  target?.scrollIntoView({ block: "center", behavior: "smooth" });
  focusable?.focus({ preventScroll: true });
}

/**
 * The mood board page (docs/product/mood-board.md § Actions): the form until a result exists,
 * then the vision board; Create New Board clears the result and returns to
 * the form with the brief kept, and an unchanged brief then asks for the
 * next variation (seed) instead of the same board again.
 */
export function MoodBoardPage() {
  const [values, setValues] = useState<BriefValues>(EMPTY_BRIEF);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [board, setBoard] = useState<MoodBoard | null>(null);
  const last = useRef<{ brief: string; seed: number } | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formTop = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<"form" | "result" | null>(null);
  // Fetched on first use: a second press while they are fetched must not ask for a second board.
  const checks = useChecks(moodBoardValidation);

  // After a switch, bring the new view's start into sight (and focus the result's heading for screen readers).
  useEffect(() => {
    if (!view) return;
    formTop.current?.scrollIntoView({ block: "start" });
    if (view === "result") resultHeading.current?.focus({ preventScroll: true });
  }, [view]);

  const onChange = (next: BriefValues) => {
    setValues(next);
    // Clear a field's message as soon as it is edited.
    if (Object.keys(errors).length > 0) {
      const remaining = { ...errors };
      for (const key of Object.keys(remaining) as Array<keyof BriefValues>) {
        if (JSON.stringify(next[key]) !== JSON.stringify(values[key])) delete remaining[key];
      }
      setErrors(remaining);
    }
  };

  const submit = async () => {
    if (busy || checks.fetching()) return;
    const briefKey = JSON.stringify(values);
    const seed = last.current?.brief === briefKey ? last.current.seed + 1 : 0;
    const typed = { ...values, seed };
    const validation = await checks.get();
    const parsed = validation?.moodBoardRequestSchema.safeParse(typed);
    if (parsed && !parsed.success) {
      const fields = fieldErrorsOf(parsed.error);
      setErrors(fields);
      focusFirstInvalid(fields);
      return;
    }
    // Without the checks (they could not be fetched) the brief goes as typed: the server runs the same schema,
    // and its field messages are shown as the checks' would be.
    const brief = parsed ? parsed.data : (typed as MoodBoardInput);
    setErrors({});
    setBusy(true);
    try {
      const moodBoard = await requestMoodBoard(brief);
      last.current = { brief: briefKey, seed };
      setBoard(moodBoard);
      setView("result");
      toast({
        title: "Mood Board Generated!",
        description: "Your custom mood board has been created successfully.",
        variant: "success",
      });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        focusFirstInvalid(fields);
      }
      console.error(error);
      toast({
        title: "Generation Failed",
        description: "Failed to generate mood board. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  const createNew = () => {
    setBoard(null);
    setView("form");
  };

  return (
    <main>
      <PageHero
        eyebrow="Design Ideas"
        title={
          <>
            Mood Board <span className="text-gradient-neon">Generator</span>
          </>
        }
        lead="Describe your project and how it should feel. We build color palettes checked for accessible contrast, font pairings shown in the real typefaces, and layout concepts that fit your brief."
      />
      <div ref={formTop} className="container-page scroll-mt-24 pb-24">
        {board ? (
          <VisionBoard
            board={board}
            onCreateNew={createNew}
            heading={
              <h2
                ref={resultHeading}
                tabIndex={-1}
                className="mt-2 font-display text-4xl font-bold tracking-tight text-white outline-none sm:text-5xl"
              >
                Your Vision Board
              </h2>
            }
          />
        ) : (
          <MoodBoardForm
            values={values}
            errors={errors}
            busy={busy}
            onChange={onChange}
            onSubmit={submit}
            warmUp={warmUp}
          />
        )}
      </div>
    </main>
  );
}
