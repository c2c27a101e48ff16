/**
 * The ninth unseen batch: 32 conversations written from the product's documents, the catalog and the legal texts
 * alone, after the changes the sixth to eighth batches led to, by someone who saw neither the assistant nor those
 * batches: prospects of several trades, several turns, changes of mind. Each case's figures are worked out in its
 * comment. First try: 27/32 (84.4%); the misses were add-ons wanted "on it" after an offer, a trade show as the
 * deadline, SEO for "a WordPress site we already have", "swap X for Y", and "do you store what I write?" read as a
 * store.
 */
import { type EvaluationCase, onLightPages, visitor } from "../case";

export const UNSEEN_NINTH_CASES: EvaluationCase[] = [
  // ---- default face (tiers list) ----
  // arithmetic: Foundation 3500 + Booking System 1300 + Basic E-commerce 1500 = 6300; 33% = 2079; (without e-commerce 4800 * 0.33 = 1584)
  visitor(
    "total",
    [
      "hey we own a small taco place, want a site with our menu + people booking tables online, what do u suggest",
      "ok lets do foundation with the booking system. can we also add basic ecommerce for pickup orders, maybe 20 items",
      "cool so how much do we pay upfront for all that?",
    ],
    ["$2,079"],
    ["$1,584"],
  ),
  // arithmetic: Foundation 3500 + Booking System 1300 = 4800; Growth Engine 6000 includes Booking System (never 6000 + 1300 = 7300)
  visitor(
    "compare",
    [
      "im a physiotherapist, solo practice, patients need to book appointments online. is it cheaper to do foundation + booking system or just growth engine?",
    ],
    ["$4,800", "$6,000"],
    ["$7,300"],
  ),
  // arithmetic: Landing Page 1000 + AI Chatbot 750 + Professional Copywriting 400 = 2150; Analytics Dashboard included in Landing Page (not 2150 + 800 = 2950)
  visitor(
    "follow-up",
    [
      "SaaS founder here, launching in 3 weeks. is a landing page enough? want the ai chatbot and copywriting on it",
      "add the analytics dashboard too, we live and die by funnels",
    ],
    ["$2,150"],
    ["$2,950"],
  ),
  // arithmetic: 3500 + Logo Design 800 + Copywriting 400 = 4700; minus copywriting = 4300; 33% of 4300 = 1419 (33% of 4700 = 1551)
  visitor(
    "total",
    [
      "we're a small animal rescue nonprofit. how much for Foundation with a logo and professional copywriting?",
      "drop the copywriting, our volunteers can write",
      "and whats the deposit to get started?",
    ],
    ["$1,419"],
    ["$1,551"],
  ),
  // arithmetic: Growth Engine 6000 + Advanced E-commerce 2800 = 8800; Market Leader 12000 includes Advanced E-commerce (not 12000 + 2800 = 14800)
  visitor(
    "compare",
    [
      "we're moving our store off an old premium theme, around 300 products with variants. what's Growth Engine with advanced e-commerce vs Market Leader price wise",
    ],
    ["$8,800", "$12,000"],
    ["$14,800"],
  ),
  // arithmetic: 6000 + Multi-language 1100 = 7100; 33% = 2343; with chatbot 7850, 33% = 2590.5 -> 2591
  visitor(
    "conversation",
    [
      "price of growth engine?",
      "add multi language and an ai chatbot",
      "actually no chatbot",
      "ok so total and deposit?",
    ],
    ["$2,343"],
    ["$7,850", "$2,591"],
  ),
  // timelines: Landing Page 1-2 weeks, Foundation 2-3 weeks fit 3 weeks; Growth Engine 3-4 (tight), Market Leader 4-8 (no)
  visitor(
    "need",
    [
      "trade show in 3 weeks and we need the new site live before it, which of your packages can you actually deliver in time?",
    ],
    ["Landing Page", "Foundation"],
  ),
  // 30-day warranty; maintenance 200/month * 12 = 2400
  visitor(
    "two-asks",
    ["what happens after launch? and is there maintenance, how much is that for a full year"],
    ["30-day", "$2,400"],
  ),
  // terms: invoices payable within 14 days; recurring fees canceled with 30 days' written notice
  visitor(
    "facts",
    ["how many days do we have to pay each invoice? and can the monthly maintenance be cancelled whenever"],
    ["14 days", "30 days"],
  ),
  // terms § Cancellation: deposit non-refundable once work has begun
  visitor("facts", ["if we cancel the project halfway through do we get our deposit back?"], ["non-refundable"]),
  // today Dec 2 2026: Jan 20 falls in the late half, January 16–31, 2027 (offered: Dec, Jan, Feb)
  visitor("facts", ["can we grab a dev slot for a project starting around jan 20?"], ["/reserve-slot", "January"]),
  // arithmetic: 6000 + Logo Design 800 = 6800 (visitor's 6500 is wrong)
  visitor(
    "offer-check",
    ["growth engine + logo design comes to $6,500 right? pls confirm so i can tell my partner"],
    ["$6,800"],
  ),
  // SEO is an add-on to a site we build, not sold alone; free audit at /tools
  visitor(
    "not-offered",
    ["we already have a wordpress site and just want SEO done on it, no redesign. how much for that?"],
    ["/tools"],
  ),
  // arithmetic: Landing Page 1000 .. Market Leader 12000; gap 11000
  visitor(
    "superlative",
    ["whats the cheapest and the most expensive thing you do, and whats the gap between them"],
    ["$1,000", "$12,000", "$11,000"],
  ),
  // arithmetic: Growth Engine 6000 includes Advanced SEO (700) and Email Marketing (650): 6000; wrong: 7350, 6700, 6650
  visitor(
    "typo",
    ["hw much is the grwoth engine with advnced seo and emial marketing??"],
    ["$6,000"],
    ["$7,350", "$6,700", "$6,650"],
  ),
  // arithmetic: GE 6000 + Logo 800 = 6800 (booking included); Foundation 3500 + Booking System 1300 + Logo Design 800 = 5600
  visitor(
    "follow-up",
    ["Growth Engine with the booking system and logo design, total?", "what about on Foundation instead?"],
    ["$5,600"],
  ),
  // Growth Engine 6000, 3-4 weeks
  visitor("language", ["Hola! cuánto cuesta el Growth Engine y cuánto tiempo tarda?"], ["$6,000", "3-4 weeks"]),
  // Foundation 3500, 2-3 weeks
  visitor(
    "language",
    ["Ciao, sono una fotografa di matrimoni. Quanto costa Foundation e quanto tempo ci vuole?"],
    ["$3,500", "2-3 weeks"],
  ),
  // off-topic: turned back to what Melie helps with (website design, pricing)
  visitor("off-topic", ["random q but who won the champions league last season?"], ["website"]),
  // ---- light face (packages list) ----
  // arithmetic: 8500 - 4000 = 4500
  onLightPages(
    visitor(
      "compare",
      ["how much more is business engine than essential presence? and what extra do i actually get for that"],
      ["$4,500"],
    ),
  ),
  // light face sells no landing page: smallest website Essential Presence 4000
  onLightPages(
    visitor(
      "superlative",
      ["whats the cheapest thing you offer? honestly i just need a one page landing page"],
      ["Essential Presence", "$4,000"],
      ["$1,000", "Landing Page Package"],
    ),
  ),
  // arithmetic: Business Engine 8500 includes Premium SEO (650) and Analytics Dashboard (250): 8500; wrong 9400/9150/8750
  onLightPages(
    visitor(
      "includes",
      ["business engine w/ the premium seo package and analytics dashbaord — total pls"],
      ["$8,500"],
      ["$9,400", "$9,150", "$8,750"],
    ),
  ),
  // arithmetic: 12000 + E-commerce Store 1200 + User Accounts 950 = 14150; swap -> 12000 + 1200 + Booking System 800 = 14000; $1,500/month apart (14000 + 1500 = 15500 wrong); 14950 = swap not done + booking added
  onLightPages(
    visitor(
      "follow-up",
      [
        "Custom Enterprise with an e-commerce store and user accounts, what's the total?",
        "swap the user accounts for a booking system",
      ],
      ["$14,000", "$1,500"],
      ["$15,500", "$14,950"],
    ),
  ),
  // arithmetic: 8500 + Logo Design 350 + Professional Copywriting 450 = 9300; 33% = 3069
  onLightPages(
    visitor(
      "language",
      [
        "Goedemiddag! we run a bike repair shop in Utrecht. what's the deposit on Business Engine with logo design and professional copywriting?",
      ],
      ["$3,069"],
    ),
  ),
  // arithmetic: Custom Enterprise $1,500/month * 12 = 18000
  onLightPages(
    visitor(
      "total",
      [
        "Hallo! Was kostet Custom Enterprise?",
        "ok and the monthly fee on top of that, what does it come to for a year?",
      ],
      ["$18,000"],
    ),
  ),
  // arithmetic: Business Engine 8500 includes E-commerce Store ("E-commerce ready"); not 8500 + 1200 = 9700
  onLightPages(
    visitor(
      "budget",
      [
        "we sell handmade candles, about 40 products, our current theme keeps breaking. budget is around 10k — is Business Engine with the e-commerce store within that?",
      ],
      ["$8,500"],
      ["$9,700"],
    ),
  ),
  // privacy: chat conversations kept up to 12 months
  onLightPages(visitor("facts", ["do you store what I write in this chat? how long do you keep it"], ["12 months"])),
  // light face: 10+ years
  onLightPages(visitor("facts", ["how many years of experience does your team have?"], ["10+"], ["7+"])),
  // no discounts; Business Engine 8500; terms 33/33/34
  onLightPages(
    visitor("pressure", ["if we pay everything upfront can you do Business Engine for 7k?"], ["$8,500", "33%"]),
  ),
  // arithmetic: BE 8500 + Booking 800 + API Integration 700 = 10000; Custom Enterprise 12000 + Booking 800 = 12800 (API Integration included; not 13500); $1,500/month apart (not 14300)
  onLightPages(
    visitor(
      "follow-up",
      ["Business Engine with a booking system and API integration?", "hmm put that on the big one instead"],
      ["$12,800"],
      ["$13,500", "$14,300"],
    ),
  ),
  // Business Engine 8500, 2-3 weeks
  onLightPages(
    visitor(
      "language",
      ["Bonjour ! combien coûte le Business Engine et ça prend combien de semaines ?"],
      ["$8,500", "2-3 weeks"],
    ),
  ),
  // arithmetic: 8500 + Logo 350 = 8850 (Blog Set-up included); -> 8500 + Brand Identity Kit 750 = 9250; blog wrongly charged: 9650
  onLightPages(
    visitor(
      "add-on",
      ["Business Engine + blog setup + logo design, total?", "remove the logo and add the brand identity kit instead"],
      ["$9,250"],
      ["$9,650"],
    ),
  ),
];
