/**
 * Visitors who greet or ask in another language. Melie answers in English only: a greeting is
 * greeted back and a question she cannot read is told so, with the way to the team; a message in
 * English that names a language (a multilingual site) is a question about the add-on, not this.
 */
import { type EvaluationCase, visitor } from "../case";

const ENGLISH_ONLY = "only answer in English";

export const LANGUAGE_CASES: EvaluationCase[] = [
  // A greeting alone, greeted back in English.
  visitor("language", "Hallo!", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Ciao Melie", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Olá", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Guten Tag", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "buongiorno!", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Hej", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Buenos días", ["I'm Melie", "I answer in English"], ["not sure I understood"]),
  visitor("language", "Hola", ["I'm Melie"], ["not sure I understood"]),
  visitor("language", "Bonjour", ["I'm Melie"], ["not sure I understood"]),
  // Asked in, or about, another language.
  visitor("language", "Hola, ¿hablas español?", [ENGLISH_ONLY, "/contact", "24 hours"], ["not sure I understood"]),
  visitor("language", "Bonjour, combien coûte un site ?", [ENGLISH_ONLY, "/contact"], ["not sure I understood"]),
  visitor("language", "Hallo, sprechen Sie Deutsch?", [ENGLISH_ONLY, "/contact"], ["not sure I understood"]),
  visitor("language", "Ciao! Parli italiano?", [ENGLISH_ONLY, "/contact"], ["not sure I understood"]),
  visitor("language", "do you speak french?", [ENGLISH_ONLY, "/contact"], ["not sure I understood"]),
  visitor("language", "Can you answer in Spanish?", [ENGLISH_ONLY], ["not sure I understood"]),
  visitor("language", "Olá, você fala português?", [ENGLISH_ONLY], ["not sure I understood"]),
  visitor("language", "Goedemorgen, spreekt u Nederlands?", [ENGLISH_ONLY], ["not sure I understood"]),
  // A greeting in another language, then a question in English: the question is answered.
  visitor("language", "Hola, how much is Growth Engine?", ["$6,000"], [ENGLISH_ONLY]),
  visitor("language", "Bonjour! How long does Foundation take?", ["2-3 weeks"], [ENGLISH_ONLY]),
  visitor("language", "ciao, do you do logo design?", ["Logo Design"], [ENGLISH_ONLY]),
  // English about languages: the multi-language add-on.
  visitor("language", "can you build my site in spanish and english?", ["Multi-language", "$1,100"], [ENGLISH_ONLY]),
  visitor("language", "I need my website in French and German", ["Multi-language"], [ENGLISH_ONLY]),
  visitor("language", "how much to translate the site into 3 languages?", ["Multi-language"], [ENGLISH_ONLY]),
  visitor("language", "Do you offer websites in Portuguese?", ["Multi-language"], [ENGLISH_ONLY]),
];
