/**
 * Visitor text made comparable: lower case, accents and curly quotes gone,
 * chat shorthand spelled out ("u" → "you", "whats" → "what is"), and split
 * into word tokens ("e-commerce" → "e", "commerce", as the lexicon is).
 */
const SHORTHAND: Record<string, string> = {
  u: "you",
  ur: "your",
  r: "are",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  whats: "what is",
  hows: "how is",
  wats: "what is",
  wat: "what",
  abt: "about",
  w: "with",
  btw: "",
  im: "i am",
  ive: "i have",
  dont: "do not",
  cant: "can not",
  isnt: "is not",
  doesnt: "does not",
  wanna: "want to",
  gonna: "going to",
  approx: "about",
};

/**
 * Everyday phrases that contain a service's word without asking for the service: "in writing" is a
 * confirmation, not copywriting. Each becomes the plain words of what it means.
 */
const IDIOMS: Array<[RegExp, string]> = [
  [/\b(?:put|get|have|give)(?: (?:it|this|that|me))? in writing\b/g, "confirm"],
  [/\bin writing\b/g, "formally"],
  [/\bwritten confirmation\b/g, "confirmation"],
  [/\bconfirm(?:ed)? in written form\b/g, "confirm"],
];

export function normalise(text: string): string {
  const plain = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .toLowerCase();
  const literal = IDIOMS.reduce((current, [idiom, meaning]) => current.replace(idiom, meaning), plain);
  return literal
    .replace(/\bw\/(?=\s|\w)/g, "with ")
    .replace(/&/g, " and ")
    .replace(/(\w)'s\b/g, "$1 is")
    .replace(/'/g, "")
    .replace(/[a-z]+/g, (word) => SHORTHAND[word] ?? word)
    .replace(/\s+/g, " ")
    .trim();
}

/** Word tokens of normalised text: letters and digits only. */
export function tokenise(normalised: string): string[] {
  return normalised.split(/[^a-z0-9]+/).filter((token) => token.length > 0);
}
