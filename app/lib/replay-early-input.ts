import { flushSync } from "react-dom";

/**
 * Keeps what a visitor typed before the page's scripts ran.
 *
 * Pages are prerendered and their scripts load after the first paint, so a
 * quick visitor can type into a form that React does not drive yet. React
 * hydrates the fields without looking at them: the text stays on screen, but
 * the form's state is still empty, so the first submit reports "required"
 * and the next render wipes the field. Once the page is hydrated, every field
 * whose value differs from the one the page was served with is replayed as
 * the input event React listens to, and the form's own change handler adopts
 * it — one rule for every form, present and future.
 *
 * React tells a real change from a repeated one by the last value it saw,
 * which it records through the element's own `value`/`checked` property. So
 * the field is first set back to its served value through that property, then
 * to the visitor's value through the prototype's setter (unseen by React),
 * and the event makes React compare the two.
 */
export function replayEarlyInput(root: ParentNode = document) {
  // Read every field first: the form re-renders after each replayed field, and
  // that render writes the form's (still empty) values into the fields not yet
  // replayed.
  const replays: Array<() => void> = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
    const replay =
      field instanceof HTMLSelectElement
        ? selectReplay(field)
        : field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")
          ? checkableReplay(field)
          : field instanceof HTMLInputElement && NOT_TYPED.has(field.type)
            ? undefined
            : textReplay(field);
    if (replay) replays.push(replay);
  }
  // Each replayed field is drawn before the next (flushSync): a form whose handler builds on the last render's
  // values sees every earlier field. React draws a discrete event at once anyway; Preact (the islands) would
  // otherwise draw them all after the last.
  for (const replay of replays) flushSync(replay);
}

const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

function textReplay(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return undefined;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return () => {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

function checkableReplay(field: HTMLInputElement) {
  // A radio group is replayed through the radio the visitor chose.
  if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) return undefined;
  const chosen = field.checked;
  return () => {
    field.checked = !chosen;
    // click() flips it to the visitor's choice and fires the click event React's handlers listen to.
    field.click();
  };
}

function selectReplay(field: HTMLSelectElement) {
  const chosen = [...field.options].map((option) => option.selected);
  if (!chosen.some((selected, index) => selected !== field.options[index]?.defaultSelected)) return undefined;
  return () => {
    for (const [index, option] of [...field.options].entries()) option.selected = chosen[index] ?? false;
    // A select's value is not tracked: its change event always reaches React's handler.
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
}
