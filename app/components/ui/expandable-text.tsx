import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** Clamps Tailwind can see whole (a class built from a number would never reach the stylesheet). */
const CLAMPS = { 3: "line-clamp-3", 4: "line-clamp-4", 5: "line-clamp-5", 6: "line-clamp-6" } as const;
type ClampLines = keyof typeof CLAMPS;

/** Characters per line assumed before the text can be measured (server render, first paint). */
const GUESSED_LINE_LENGTH = 70;

/**
 * A run of this many characters without a space is a pasted link or blob, not a word. Chromium shapes the
 * rest of such a run again at every line it breaks when the font is kerned, so a 10,000-character run in
 * Inter took 1.5 s to lay out, on every click of the page; unkerned, 4 ms (docs/page-speed.md § Long unbroken text).
 */
const UNBROKEN_RUN = /\S{60}/;

/** Whether text of this length probably runs past `lines` lines; the browser then measures. */
function probablyOverflows(text: string, lines: number): boolean {
  return text.length > lines * GUESSED_LINE_LENGTH || text.split("\n").length > lines;
}

/**
 * Text someone typed into a form (a visitor's project details, a client's
 * message): it wraps anywhere, even inside a word thousands of characters
 * long, so it never widens the page, and past `lines` lines it is clamped
 * with a Show more / Show less button. The whole text is always in the
 * page (the clamp only hides it from view), so search, copy and screen
 * readers get all of it. The button shows only when the text is clamped.
 */
export function ExpandableText({
  text,
  lead,
  lines = 5,
  className = "",
  buttonClassName = "text-neon-cyan hover:text-neon-lime",
}: {
  text: string;
  /** Shown before the text on its first line, e.g. who wrote it ("Visitor: "). */
  lead?: ReactNode;
  lines?: ClampLines;
  /** Classes of the text itself (size, colour, whitespace). */
  className?: string;
  /** Colours of the Show more button, for pages on a light background. */
  buttonClassName?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(() => probablyOverflows(text, lines));

  // Measured once laid out and again whenever the width changes (a rotated phone, a resized window).
  useEffect(() => {
    const element = ref.current;
    if (!element || expanded || text.length === 0) return;
    const measure = () => {
      // An element not laid out (a closed tab, display: none) has no height to compare yet.
      if (element.clientHeight === 0) return;
      setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <div className="min-w-0">
      <p
        ref={ref}
        id={id}
        className={`wrap-anywhere ${UNBROKEN_RUN.test(text) ? "[font-kerning:none]" : ""} ${expanded ? "" : CLAMPS[lines]} ${className}`}
      >
        {lead}
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className={`mt-1 inline-flex min-h-9 items-center rounded-md text-sm font-semibold underline-offset-4 transition-colors hover:underline ${buttonClassName}`}
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}
