import { useCallback, useEffect, useRef } from "react";
import { FORM_ELAPSED_FIELD } from "#common/forms/form-timing-field";

/** True once a form has been shown on this page load: later forms came with a navigation, not the first paint. */
let firstFormShown = false;

/**
 * How long the form has been on screen, for the body the form sends
 * (`{ formElapsedMs }`): the server withholds the visitor's confirmation from a
 * form sent faster than a person fills one in (docs/product/lead-capture.md
 * § Automated submissions).
 *
 * A form in the page's first HTML has been readable since the first paint,
 * before its script hydrated it (and a form sent before hydration is held and
 * sent once it has: docs/decisions/022-contact-without-javascript.md), so its
 * clock starts at the first contentful paint; a form that appears later
 * (another page opened in the app, a step revealed) starts when it mounts.
 */
export function useFormTiming(): () => { [FORM_ELAPSED_FIELD]: number } {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    if (shownAt.current !== null) return;
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    shownAt.current = !firstFormShown && paint !== undefined ? paint : performance.now();
    firstFormShown = true;
  }, []);
  return useCallback(
    () => ({
      [FORM_ELAPSED_FIELD]: Math.max(0, Math.round(performance.now() - (shownAt.current ?? performance.now()))),
    }),
    [],
  );
}
