/**
 * Questions asked in Spanish, French, German, Italian, Portuguese or Dutch: Melie answers in English only, but a
 * visitor who asks "¿Cuánto cuesta una página web?" still gets the prices. The common words of a question
 * about prices, timelines and kinds of site are read into their English words, and the result is understood
 * as any English message; a message with none of these words is not touched. Tested on lower-case text with
 * its accents.
 */
const GLOSSARY: ReadonlyArray<[RegExp, string]> = [
  // How long.
  [/\bcu[aá]nto (tiempo|tarda\w*)\b|\bcombien de temps\b|\bwie lange\b|\bquanto tempo\b|\bhoe lang\b/g, "how long"],
  [/\bsemanas\b|\bsemaines\b|\bwochen\b|\bsettimane\b|\bweken\b/g, "weeks"],
  // Add-ons by their names in these languages, before the words below take them apart.
  [
    /\b(redacci[oó]n|r[eé]daction|reda[cç][aã]o|redazione|texterstellung|tekstschrijven)( de| des| di| do| dos| van)?( (los |les |i |os )?(textos?|contenidos?|contenus?|testi|conte[uú]dos?|teksten))?\b/g,
    "copywriting",
  ],
  [
    /\b(dise[nñ]o|conception|design|progettazione|ontwerp) (de |du |di |do |van )?(un |una |um |een )?logo(tipo)?\b/g,
    "logo design",
  ],
  [/\bmehrsprachig\w*|\bmultiling[uü]e\b|\bmultil[ií]ngue\b|\bmeertalig\w*|\bplurilingue\b/g, "multilingual"],
  [
    /\bbuchungssystem\w*|\bboekingssysteem\b|\breserveringssysteem\b|\bsist[eè]m[ae] de (reservas?|r[eé]servation)\b|\bsistema di prenotazion[ei]\b/g,
    "booking system",
  ],
  [/\bteamtraining\b|\bformaci[oó]n del equipo\b|\bformation (de l'|d')?[eé]quipe\b|\bschulung\b/g, "team training"],
  [/\bwebwinkel\b|\bwebshop\b/g, "online store"],
  // How much, what price.
  [/\bcu[aá]nto (cuestan?|vale|valen|cobr\w+)\b/g, "how much does it cost"],
  [/\bcombien (co[uû]tent?|pour|vaut)\b/g, "how much does it cost"],
  [/\bwie ?viel (kostet|kosten)\b|\bwas kostet\b/g, "how much does it cost"],
  [/\bhoeveel (kost|kosten)\b|\bwat kost\b/g, "how much does it cost"],
  [/\bquanto (costa|costano|custa|custam)\b/g, "how much does it cost"],
  [/\b(combien|cu[aá]nto|wie ?viel|quanto|hoeveel)\b/g, "how much"],
  [/\b(precios?|prix|tarifs?|preise?|prezz[oi]|pre[cç]os?|kosten|co[uû]ts?)\b/g, "price"],
  // Kinds of site and what is in them.
  [
    /\b(tienda|boutique|loja|negozio) (en l[ií]nea|online|en ligne|virtual)\b|\bonline-?shop\b|\bcommerce en ligne\b/g,
    "online store",
  ],
  [
    /\b(una |un |une |eine |um |uma )?(p[aá]gina web|sitio web|site (vitrine|web|internet)|webseite|internetseite|homepage|sito( web)?|p[aá]gina)\b/g,
    "a website",
  ],
  [/\b(reservas?|r[eé]servations?|buchungen|prenotazion[ei])\b/g, "bookings"],
  [/\b(idiomas|langues|sprachen|lingue)\b/g, "languages"],
  [/\b(con|avec|mit|com|met)\b/g, "with"],
];

/** A word that only these languages use, so an English message is never read as one of them. */
const FOREIGN_MARK =
  /[¿¡ñ]|\b(cu[aá]nto|cuesta|combien|co[uû]te|wie ?viel|kostet|quanto|costa|custa|una|une|eine|p[aá]gina|sitio|vitrine|webseite|precio|prix|preis|prezzo|pre[cç]o|tienda|boutique|semanas|semaines|wochen|hoeveel|kost|weken|webwinkel)\b/;

/** The message with its question words in English, or undefined when it has none of them. */
export function englishAskOf(text: string): string | undefined {
  if (!FOREIGN_MARK.test(text)) return undefined;
  let english = text;
  for (const [pattern, words] of GLOSSARY) english = english.replace(pattern, words);
  return english === text ? undefined : english.replace(/[¿¡]/g, "");
}
