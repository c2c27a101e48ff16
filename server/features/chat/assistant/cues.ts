/**
 * Cue words that say what a visitor asks of the things they name, tested
 * on normalised, spelling-corrected text. One cue does not decide a reply:
 * understand.ts weighs them with the offers, add-ons and amounts found.
 */
export const CUES = {
  injection:
    /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions|rules|prompt|previous|above)\b|\bsystem prompt\b|\byou are now\b|\bpretend (to be|you are)\b|\bjailbreak\b|\bdeveloper mode\b|\bact as\b|\bno rules\b/,
  discount:
    /\b(discounts?|coupons?|promo|promotions?|vouchers?|deals?|cheaper price|reduce (the )?price|lower (the )?price|knock\w*|money off|off the price|for free|free website(?! (audit|check))|special offer|(black friday|cyber monday) (deals?|discounts?|sales?|offers?|specials?|prices?)|half price|\d+ ?% off|\d+ ?percent off|price match\w*|match (that|it|the price|their price|them)|negotiat\w*|haggle|sale price|on sale|(reduced|special|lower|cheaper|discounted|concession\w*|nonprofit|non profit|charity|student|friends and family) (rates?|prices?|pricing|fees?)|concessions?|match (a|an|their|his|her|another|the other|a competitor\w*|competitor\w*) (quote|offer|price)\w*|beat (it|that|this|their|the|a|an|his|her) ?(price|quote|offer)?|make (it|that|this|the price|them) (cheaper|less expensive|more affordable)|too (expensive|pricey|pricy|steep|costly)|(lower|reduce|drop|cut) (it|that|this|them|your prices?)|bring (it|that|this|the price|the cost) down|cheaper for (me|us)|(can|could|will|would) you match|for half|half (the|your) (price|cost)|(competitors?|another agency|other agenc\w*|someone else|a freelancer|fiverr|upwork)\b.{0,40}\b(cheaper|less|half|lower|quoted))\b/,
  greeting:
    /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo|hola|bonjour)\b[\s!.,]*(there|melie|all|everyone)?[\s!.,]*$/,
  /** A greeting in another language, opening the message (tested on lower-case text with its accents). */
  foreignGreeting:
    /^(hola|buenos d[ií]as|buenas( tardes| noches)?|bonjour|bonsoir|salut|coucou|hallo|guten (tag|morgen|abend)|servus|moin|ciao|buongiorno|buonasera|salve|ol[aá]|bom dia|boa tarde|hej|hei|hoi|goedendag|goedemorgen|ahoj|cze[sś][cć]|dzie[nń] dobry|merhaba|namaste|konnichiwa|ni ?hao|privet|привет|здравствуйте)(?![a-z])/,
  /** Asked whether we speak another language, or asked in words that say so. */
  otherLanguage:
    /(^|[^a-z])(hablas?|habla usted|parlez|parles|sprechen sie|sprichst du|parli|falas?|spreek je|spreekt u)([^a-z]|$)|\b(you|melie)\b.{0,20}\b(speak|understand|talk|reply|answer|respond|chat)( to me| me)? (in )?(spanish|french|german|italian|portuguese|dutch|polish|turkish|arabic|chinese|japanese|hindi|russian|other languages|another language|any other language)\b|\b(en|in) (espa[nñ]ol|fran[cç]ais|deutsch|italiano|portugu[eê]s)(?![a-z])/,
  thanks:
    /^(thanks|thank you|thanks a lot|many thanks|cheers|great,? thanks|perfect,? thank you|awesome,? thanks|ok thanks|okay thanks)\b/,
  bye: /^(bye|goodbye|see you|see ya|that is all|thats all|have a (good|nice) (day|one))\b/,
  yes: /^(yes|yeah|yep|yup|sure|ok|okay|please do|go ahead|do it|yes please|please|absolutely|of course)\b/,
  no: /^(no|nope|nah|not now|no thanks|do not|not yet)\b/,
  price:
    /\b(prices?|pricing|priced|pricey|costs?|costing|how much|charges?|fees?|rates?|expensive|afford\w*|pay|paying|quote me|dollars?|usd|ballpark|damage)\b|\$/,
  timeline:
    /\b(how long|how much time|timelines?|time ?frame|turnaround|duration|how fast(?! (is )?(my|our) (current |existing |old )?(site|website|web site))|how quick(ly)?|how soon|deliver\w*|weeks?|days to|ready by|when (can|will|could|would) (it|you|the site|my site|that) be)\b/,
  includes:
    /\b(includ\w*|what do i get|what is in|features?|comes? with|contains?|does (it|that|this) have|do i get|what does (it|that|this) (have|offer|cover)|covers?|how many pages|e commerce ready|ready for)\b/,
  compare:
    /\b(compare\w*|comparison|difference|differ\w*|versus|vs|better|same as|or the|which (one )?(is|should|would))\b/,
  total:
    /\b(total|totals|altogether|all together|in all|sum|combined|together|all in|overall|grand total|what would i pay|add up)\b|=|\+/,
  withAddOn: /\b(with|plus|add|adding|added|including|and a|and an|also want|as well)\b|\+/,
  budget:
    /\b(budget\w*|i (only )?have|we (only )?have|i have got|we have got|i got|spend|spending|afford|can pay|could pay|max(imum)?|up to|under|below|less than|no more than|for around|for about|what can i get|what would you recommend for|recommend for|got)\b/,
  need: /\b(which (package|plan|tier|option)s?|what (package|plan|tier|option)s? (would|should|suits?|fits?|for|do you recommend)|i need|we need|(want|need|would like) (my |our )?(clients|customers|people|visitors|patients|members|users|guests|students) to|need a|need an|i want|we want|i would like|we would like|looking for|i am after|recommend\w*|suggest\w*|best (option|package|choice|fit)|what should i|which should i|what do you recommend|right for|suits?|for my|for our|help me choose|website for|site for|planning)\b|\b(i|we) (run|own|manage|operate) (a|an|my|our)\b|\b(we are|were|i am|im) (a|an)\b|^(\w+ ){1,2}here\b|\b(my|our) (restaurant|cafe|salon|clinic|practice|gym|studio|shop|store|bakery|hotel|business|company|firm|agency)\b|^(a |an |my |our )?(small |local |new )?(hair |nail |beauty |dental |law |yoga |dance |pilates )?(restaurant|cafe|salon|clinic|practice|dentist|gym|studio|bakery|hotel|firm|barber\w*|spa|florist|plumber|electrician|photographer|therapist|tutor|school|charity|nonprofit)\b|\b(clients|customers|patients|members|guests|students|visitors) (need|want|should be able|must be able|have) to\b/,
  check:
    /\b(do you (do|offer|make|build|have|sell|provide|create|support|design|handle|set up)|can you (do|build|make|add|create|integrate|translate|set up|design|connect|include|handle)|is there (a|an)|are there|could you (do|build|make|add)|possible to)\b/,
  confirm:
    /\b(confirm\w*|right|correct|true|is that so|say yes|just say|agree|told me|i heard|was told|were told|quoted|friend (got|paid)|same (deal|price)|(can|could|would|will) you do (it|that|this|[a-z ]{3,30}) for|isnt it|is not it|yes\?)\b/,
  free: /\b(free|no charge|for nothing|no (monthly )?fee|no monthly|nothing extra|zero)\b/,
  superCheapest:
    /\b(cheapest|least expensive|lowest price|most affordable|budget option|entry level|starter|smallest|minimum price|lowest cost)\b/,
  superWebsite: /\b(full|complete|proper|whole|real|multi page) (web)?sites?\b/,
  superFastest: /\b(fastest|quickest|shortest|soonest)\b/,
  /** A service asked for without a website. */
  onItsOwn:
    /\b(no (web)?site|without (a |the )?(web)?site|on (its|their) own|by itself|standalone|stand alone|(only|just) (the |a |an )?\w+,? (no|without))\b|\b(to|for|on|in|into) (my|our|the) (existing|current|old|present) (web)?site\b|\b(web)?site (i|we) (already )?have\b|\b(i|we) (already )?(have|own|run) (a|an|our|my) (\w+ ){0,2}(web)?site\b/,
  /** The visitor's own site, not one we build. */
  existingSite:
    /\b(my|our|the) (existing|current|old|present) (web)?site\b|\b(web)?site (i|we) (already )?have\b|\b(i|we) (already )?(have|own|run) (a|an|our|my) (\w+ ){0,2}(web)?site\b/,
  /** How much more one offer costs than another. */
  priceGap:
    /\bhow much (more|less|cheaper|extra)\b|\b(price|cost) (difference|gap)\b|\bdifference in (price|cost)\b|\b(more|less) expensive than\b/,
  /** Both ends of the prices at once. */
  priceRange:
    /\b(price|prices|pricing|cost) (range|spread)\b|\brange of (your )?(prices|costs)\b|\bhow (cheap|low) .{0,20}\bhow (expensive|high)\b/,
  superPopular:
    /\b(most popular|most chosen|popular|best seller|bestseller|most clients|most people|most customers|most common)\b/,
  superBiggest:
    /\b(most expensive|biggest|largest|top tier|top of the range|top end|high end|highest|most complete|most premium|best (package|tier|plan)|top (package|tier|plan|option))\b/,
  bigger:
    /\b(bigger|larger|more (advanced|complete|features)|next (one|tier|level|package|up)|one up|upgrade|higher|above (it|that|this)|one above|step up|anything (bigger|more))\b/,
  smaller:
    /\b(smaller|cheaper|less expensive|lower|simpler|step down|below (it|that|this)|one (below|down|under)|next one down|more affordable|downgrade|previous (one|tier))\b/,
  pronoun: /\b(it|that|this|this one|that one|they|them|those|these|the same|same one|which one)\b/,
  /** Website builders and shop platforms we do not build on. */
  platform: /\b(wix|squarespace|shopify|webflow|weebly|jimdo|bigcommerce|godaddy (website|site|builder))\b/,
  /** Naming a price for an offer: "can I get it for 10k?", "would you do it for $7000?". */
  haggle:
    /\b(can|could|would|will) (you|i|we) (do|get|have|make|build|sell|go)\b.{0,40}\bfor\b|\b(get|have|do|make|build|sell)\b (me )?(it|that|this|this one|that one|one|them|the (\w+ ){0,2}(package|tier|plan|one))\b.{0,20}\bfor\b/,
  quoteTool: /\bquote\w*\b/,
  customizerTool: /\b(customi[sz]\w*|configur\w*|packages page)\b/,
  offTopic:
    /\b(weather|recipes?|lasagna|cook\w*|jokes?|poem|capital of|president|football|soccer|basketball|baseball|movies?|songs?|lyrics|stock price|stocks|bitcoin|crypto price|horoscope|homework|essay|translate this|who won|game last night|girlfriend|boyfriend|dating|medical|diagnos\w*|lottery|meaning of life|politics|religion|celebrit\w*|netflix|tv shows?|vacation|holiday plans)\b/,
  /** Services we do not offer, in the order of `NOT_OFFERED_NAMES` (what the reply calls each). */
  notOffered: [
    /\b(iphone|ios|android|mobile|native|phone) apps?\b|\bapp development\b|\bapp store\b|\bbuild (me )?an app\b/,
    /\b(google|facebook|instagram|tiktok|paid|ppc|meta|linkedin) ads\b|\bad campaigns?\b|\badvertising\b|\brun (my |our )?ads\b|\badwords\b/,
    /\bprint(ing|ed)?\b|\bbusiness cards\b|\bflyers?\b|\bbrochures?\b|\bsignage\b|\bmerch\w*\b/,
    /\b(manage|managing|management|run|running|post|posting|grow|growing)\b.{0,25}\b(instagram|facebook|tiktok|social media|socials)\b|\bsocial media manag\w*/,
    // Posting for the visitor, whichever word comes first ("weekly social media posting").
    /\b(instagram|facebook|tiktok|social media|socials)\b.{0,15}\b(posting|posts|content creation|content calendar)\b/,
    // Writing their newsletters: we set up email marketing, we do not write the issues.
    /\bwrit\w* (our|my|the|a|their)? ?(\w+ )?(newsletters?|email campaigns?|blog posts?)\b/,
    /\bvideo games?\b|\bmobile games?\b|\bbuild (me )?a game\b|\bgame development\b/,
    /\b(crypto\w*|nft|nfts|blockchain|smart contracts?)\b/,
    /\bdesktop (app|software|application)\b|\bwindows software\b/,
    /\b(bookkeeping|accounting|accountant|tax returns?|taxes|payroll|legal advice|recruit\w*|hiring staff)\b/,
    /\b(it support|computer repair|fix my (computer|laptop|phone|printer|wifi)|hardware|network(ing)? set ?up|cctv)\b/,
  ],
} as const;

/** What each `CUES.notOffered` pattern asks for, as the reply names it ("We don't build native mobile apps"). */
export const NOT_OFFERED_NAMES = [
  "native mobile apps",
  "advertising campaigns",
  "print design",
  "social media management",
  "social media posting",
  "newsletter or blog writing",
  "games",
  "crypto or blockchain work",
  "desktop software",
  "accounting, legal or recruiting services",
  "IT support or hardware",
] as const;
