/**
 * Spelling correction towards the assistant's vocabulary (the lexicon's
 * words and the cue words): a word it does not know is replaced by the one
 * vocabulary word within the allowed edit distance ("grwoth" → "growth",
 * "paymnet" → "payment"). Everyday words are never "corrected" into
 * catalog words, so "ship" stays "ship" and "cake" stays "cake".
 */
import { allowedEdits, editDistance } from "./edit-distance.ts";

/** Common words that must stay as written even when one edit from a vocabulary word. */
const EVERYDAY = `a about above after again all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off
on once only or other our out over own same she should so some such than that the their them then there
these they this those through to too under until up very was we were what when where which while who whom
why will with would you your yours site sites page pages make made need needs want like know help thing
things good great best better much many long time take takes way work works shop shops ship ships cake cakes
sell sold store stores cost post posts host hosts more most plan plans care cars card cards word words
prize pride price pricing rice nice mice once one ones done gone none tone bone cone zone home come came some
same name game games fame lame tame data date dates hand hands land lands band bands sand brand brands
grand grow grows growing engine leader leaders market markets found found founded fund funds pay pays paid
deal deals real meal seal team teams term terms form forms farm firm film films fire five hive give live
love move mode more core bore sore store story stories start starts stars star tart part parts party
years year week weeks month months day days hour hours minute minutes second seconds today tomorrow
website websites web online offline email emails phone call calls book books booked look looks cook
feature features include includes included full fully free fee fees feel feels seem seems been seen
their there these those three there then than them they basic basics bakery salon clinic gym dentist
restaurant cafe coffee yoga studio studios agency company business businesses client clients project
projects product products item items language languages user users people person friend friends
app apps application applications game games card print ads advert adverts domain domains iphone android
cakes bake baker coffee shirt shirts clothes jewelry jewellery plumber plumbing lawyer law firm photographer
wedding weddings event events church school nonprofit charity hotel hotels salon salons spa dentist dental
slow fast quick soon later cheap tight money maybe around roughly sure okay fine nice cool great awesome
order orders ordering sell selling buy buying paid pays price priced ballpark damage startup startups
small large big huge tiny simple fancy modern clean classic current existing old new redesign`
  .split(/\s+/)
  .filter(Boolean);

export function createSpelling(vocabulary: Iterable<string>) {
  const words = [...new Set(vocabulary)].filter((word) => word.length >= 4);
  const known = new Set([...vocabulary, ...EVERYDAY]);
  // A word that does not keep the first letter needs a spare edit, which only long words have:
  // short tokens are compared with the words of their own first letter only.
  const byFirstLetter = new Map<string, string[]>();
  for (const word of words) byFirstLetter.set(word[0] ?? "", [...(byFirstLetter.get(word[0] ?? "") ?? []), word]);
  const cache = new Map<string, string>();

  function correct(token: string): string {
    if (known.has(token) || token.length < 4 || /\d/.test(token)) return token;
    // The plural of a known word is no typo ("steps", "stores").
    if (/s$/.test(token) && (known.has(token.slice(0, -1)) || known.has(token.replace(/es$/, "")))) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    let best = token;
    let bestDistance = Number.POSITIVE_INFINITY;
    let tie = false;
    // A letter typed twice ("logoo") is the likeliest slip: that word wins a tie ("logo" over "logos").
    const doubledOnce = new Set(
      [...token].flatMap((letter, at) => (token[at + 1] === letter ? [token.slice(0, at) + token.slice(at + 1)] : [])),
    );
    const pool = allowedEdits(token.length) >= 2 ? words : (byFirstLetter.get(token[0] ?? "") ?? []);
    for (const word of pool) {
      const limit = Math.min(allowedEdits(word.length), allowedEdits(token.length) || 1);
      if (Math.abs(word.length - token.length) > limit) continue;
      const distance = editDistance(token, word, limit);
      // A four-letter word one letter away is usually another word ("slow", "slot"): only a swap counts.
      if (token.length <= 4 && [...token].sort().join() !== [...word].sort().join()) continue;
      // A typo rarely changes the first letter: a word that does not keep it needs a spare edit.
      const score = distance + (word[0] === token[0] ? 0 : 0.5);
      if (score > limit) continue;
      if (score < bestDistance) {
        best = word;
        bestDistance = score;
        tie = false;
      } else if (score === bestDistance && word !== best) {
        if (doubledOnce.has(word) && !doubledOnce.has(best)) {
          best = word;
          tie = false;
        } else if (!doubledOnce.has(best)) tie = true;
      }
    }
    const result = tie ? token : best;
    if (cache.size < 5000) cache.set(token, result);
    return result;
  }

  return { correct, correctAll: (tokens: readonly string[]) => tokens.map(correct) };
}
