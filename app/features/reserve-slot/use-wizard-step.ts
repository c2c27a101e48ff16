import { useCallback, useEffect } from "react";
import { usePageAddress, usePageNavigate, usePageSearchParams } from "#app/lib/page-address";
import type { ReserveSlotStep } from "#common/forms/reserve-slot-steps";

const STEP_PARAM = "step";
/** In the history entry NEXT STEP adds: the entry before it is the previous step. */
const PUSHED_BY_NEXT = "reserveSlotNext";

function requestedStep(raw: string | null): ReserveSlotStep {
  return raw === "2" ? 2 : raw === "3" ? 3 : 1;
}

/** The address's value for a step: none for the first, so /reserve-slot stays the page's one address to start at. */
function paramFor(step: ReserveSlotStep): string | null {
  return step === 1 ? null : String(step);
}

/**
 * The wizard's step in the address (`?step=2`), so the browser's Back and
 * Forward move between steps and a reload stays on the step. NEXT STEP adds
 * a history entry; a step that is not the visitor's to see yet (an earlier
 * step's answers are not valid, e.g. a copied address in a new tab) shows
 * the first step that needs an answer instead, and the address follows it.
 * Other query parameters the page reads (`?package=`) are kept.
 *
 * `ready` is false until the answers kept in the tab were restored: until
 * then the first step shows, as in the server's HTML, so hydration matches.
 */
export function useWizardStep({
  ready,
  reachable,
}: {
  ready: boolean;
  /** The step to show for a requested one: it, or the first earlier step whose answers are not valid. */
  reachable: (requested: ReserveSlotStep) => ReserveSlotStep;
}) {
  const searchParams = usePageSearchParams();
  const location = usePageAddress();
  const navigate = usePageNavigate();
  const raw = searchParams.get(STEP_PARAM);
  const step = ready ? reachable(requestedStep(raw)) : 1;

  const write = useCallback(
    (next: ReserveSlotStep, options: { replace: boolean }) => {
      const params = new URLSearchParams(location.search);
      const value = paramFor(next);
      if (value) params.set(STEP_PARAM, value);
      else params.delete(STEP_PARAM);
      const search = params.toString();
      // The wizard scrolls to its own top on a step change; the page's scroll reset would jump past the header.
      navigate(`${location.pathname}${search ? `?${search}` : ""}`, {
        replace: options.replace,
        state: options.replace ? undefined : { [PUSHED_BY_NEXT]: true },
      });
    },
    [location.pathname, location.search, navigate],
  );

  // The address follows the step shown when it asked for one that cannot show (or for an unknown one).
  useEffect(() => {
    if (ready && raw !== paramFor(step)) void write(step, { replace: true });
  }, [ready, raw, step, write]);

  const pushedByNext = Boolean((location.state as Record<string, unknown> | null)?.[PUSHED_BY_NEXT]);

  return {
    step,
    /** NEXT STEP: a new history entry, so Back returns to this step. */
    forward: () => write((step + 1) as ReserveSlotStep, { replace: false }),
    /**
     * PREVIOUS: the same as the browser's Back when this entry came from NEXT
     * STEP (Forward then returns here); otherwise (a reload of a copied
     * address) the previous step replaces this one, so Back still leaves.
     */
    back: () => (pushedByNext ? navigate(-1) : write((step - 1) as ReserveSlotStep, { replace: true })),
    /** To a step the server's answer points at, in place of this entry. */
    show: (target: ReserveSlotStep) => write(target, { replace: true }),
  };
}
