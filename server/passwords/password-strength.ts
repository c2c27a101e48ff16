/**
 * The strength half of the new-password rule (common/new-password.ts), on the server: zxcvbn-ts, a
 * maintained estimator, scores how many guesses a password would take against dictionaries (common
 * passwords, names, English words), keyboard patterns, repeats, sequences and dates, and against the
 * words of the person choosing it (their name, their address, the agency's name). A score under 3
 * ("safely unguessable" needs 10^8 guesses) is refused with the estimator's own advice; so is a password
 * that starts or ends with a space, which a person will not type again the same way.
 * The dictionaries are a few megabytes: loaded on the first check, on the server only.
 */
import { brand } from "#common/brand.ts";
import { NEW_PASSWORD_MESSAGES, NEW_PASSWORD_MIN } from "#common/new-password.ts";

type Zxcvbn = (password: string, userInputs?: string[]) => { score: number; feedback: { warning: string | null } };

let estimator: Promise<Zxcvbn> | undefined;

async function loadEstimator(): Promise<Zxcvbn> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const factory = new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return (password, userInputs) => factory.check(password, userInputs);
}

/** The lowest score accepted: 3 of 0-4, "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

/** The words of a person that a password of theirs must not lean on. */
function personalWords(inputs: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>([brand.name, ...brand.name.split(/\s+/)]);
  for (const input of inputs) {
    if (!input) continue;
    words.add(input);
    for (const part of input.split(/[\s@._+-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words].map((word) => word.toLowerCase());
}

/** Why the password is refused, in a sentence for the form; undefined when it is strong enough. */
export async function weakPasswordReason(
  password: string,
  person: ReadonlyArray<string | null | undefined>,
): Promise<string | undefined> {
  if (password.trim() !== password) return NEW_PASSWORD_MESSAGES.edgeSpaces;
  const words = personalWords(person);
  // "LeeLogsdon2026": the estimator credits a name with extra digits; what is left without it decides.
  const rest = words
    .filter((word) => word.length >= 3)
    .sort((a, b) => b.length - a.length)
    .reduce((left, word) => left.split(word).join(""), password.toLowerCase());
  if (rest.replace(/[^\p{L}\p{N}]/gu, "").length < NEW_PASSWORD_MIN / 2) return NEW_PASSWORD_MESSAGES.personal;
  estimator ??= loadEstimator();
  const result = (await estimator)(password, words);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const advice = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return `${NEW_PASSWORD_MESSAGES.tooWeak}${advice}`;
}
