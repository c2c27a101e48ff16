/**
 * The visitor's selection across the thread (docs/product/chat-assistant.md § Selection): the offer and add-ons
 * the conversation priced last. A follow-up changes it instead of starting over: "and SEO too?" adds to it,
 * "drop the blog" takes out of it, "what about on Foundation?" or "put that on the big one" moves the same
 * add-ons to another offer.
 */
import type { Ask } from "./understand";

export type SelectionChange =
  | { kind: "add" }
  | { kind: "remove" }
  | { kind: "swap"; to: "named" | "bigger" | "smaller" | "largest" | "smallest" };

const REMOVES =
  /\b(drop|remove|without|minus|take out|taking out|leave out|skip|get rid of|delete|cancel|no need for|don't need|do not need|dont need|swap|replace|switch|exchange)\b/;
/** Words that put more on what was priced: at the start of the message or anywhere as "too", "as well". */
const ADDS_AT_START = /^\s*(and|plus|also|add|adding|\+|with|what if|if|and if|then)\b/;
const ADDS = /\b(too|as well|also|on top|additionally|add|adding|plus|in addition|on (it|that|this|the same))\b/;
/** Moving what was priced to another offer. */
const MOVES =
  /\b(instead|what about|how about|and on|and for|on the|on a|put (that|it|this|them|those|everything) on|move (that|it|this) to|switch to|same (on|with|for)|with the|for the)\b/;
const LARGEST = /\b(big one|biggest|largest|top (one|tier|package)|the big package|most expensive)\b/;
const SMALLEST = /\b(smallest|cheapest|entry (one|level))\b/;

/**
 * How a message's ask changes the selection, when the thread has one: the ask names add-ons to add or remove,
 * or another offer (by name or by size) and no add-ons of its own.
 */
export function selectionChangeOf(ask: Ask, message: string, hasSelection: boolean): SelectionChange | undefined {
  if (!hasSelection) return undefined;
  const text = message.toLowerCase();
  const namesOffer = ask.offers.length > 0;
  // "Actually, no chatbot": an add-on named only to be left out.
  if (ask.without.length > 0 && ask.addOns.length === 0 && !namesOffer) return { kind: "remove" };
  if (ask.addOns.length > 0 && !namesOffer) {
    if (REMOVES.test(text)) return { kind: "remove" };
    // "What about a chatbot instead?": another add-on in place of the selection's, a new total.
    if (/\b(instead|rather)\b/.test(text)) return undefined;
    // The clause's own start too: "Growth Engine is $6,000, right? And if you write the words?"
    if (ADDS_AT_START.test(text) || ADDS_AT_START.test(ask.raw) || ADDS.test(text)) return { kind: "add" };
    return undefined;
  }
  if (ask.addOns.length > 0 || ask.maintenance) return undefined;
  if (namesOffer && (MOVES.test(text) || ask.wordCount <= 3)) return { kind: "swap", to: "named" };
  if (LARGEST.test(text)) return { kind: "swap", to: "largest" };
  if (SMALLEST.test(text) && MOVES.test(text)) return { kind: "swap", to: "smallest" };
  if (ask.step && MOVES.test(text)) return { kind: "swap", to: ask.step === 1 ? "bigger" : "smaller" };
  return undefined;
}

const VERB = /\b(drop|remove|without|minus|take out|leave out|skip|get rid of|delete|add|adding|plus|with|and add)\b/g;

/**
 * "Drop the video and add a logo": the message's parts, each with the verb before it, so each add-on named is
 * taken out or put in by its own verb. Undefined unless the message both takes out and puts in.
 */
export function removalsAndAdditions(message: string): { remove: string; add: string } | undefined {
  const text = message.toLowerCase();
  // "Swap the user accounts for a booking system", "replace the blog with a chatbot".
  const swap = /\b(?:swap|replace|switch|exchange|change)\b(.+?)\b(?:for|with|by|to|into)\b(.+)/.exec(text);
  if (swap) return { remove: swap[1] ?? "", add: swap[2] ?? "" };
  const parts: Array<{ verb: string; text: string }> = [];
  let last = 0;
  let verb = "";
  for (const match of text.matchAll(VERB)) {
    if (verb) parts.push({ verb, text: text.slice(last, match.index) });
    verb = match[1] ?? "";
    last = (match.index ?? 0) + match[0].length;
  }
  if (verb) parts.push({ verb, text: text.slice(last) });
  const removes = parts.filter((part) => REMOVES.test(part.verb)).map((part) => part.text);
  const adds = parts.filter((part) => !REMOVES.test(part.verb)).map((part) => part.text);
  return removes.length > 0 && adds.length > 0 ? { remove: removes.join(" "), add: adds.join(" ") } : undefined;
}
