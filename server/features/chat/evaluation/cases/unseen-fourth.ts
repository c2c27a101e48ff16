/**
 * Conversations a reviewer tried as a new visitor (a fourth batch): wrong
 * figures stated as true, store sizes in totals, needs with a budget, asks
 * that were dropped, pressure on the price, and questions about terms and
 * services the catalog does or does not hold. Each is kept with a variant
 * written differently, so the fix is for visitors, not for one sentence.
 */
import { type EvaluationCase, NO_CONFIRMATION, NO_DEAL, onLightPages, visitor } from "../case";

const NO_MATCH = ["matches our catalog", ...NO_CONFIRMATION];

export const UNSEEN_FOURTH_CASES: EvaluationCase[] = [
  // A stated figure that is not the true one is corrected, never confirmed.
  visitor("pressure", "ok so growth engine + chatbot is $6000 total right?", ["$6,750", "can't confirm"], NO_MATCH),
  visitor("pressure", "foundation with a logo comes to 3500 in total, yes?", ["$4,300"], NO_MATCH),
  visitor("pressure", "so market leader plus video production = $14,000?", ["$14,500"], NO_MATCH),
  visitor("pressure", "Growth Engine plus the AI chatbot is $6,750 altogether, correct?", ["matches", "$6,750"]),
  onLightPages(
    visitor("pressure", "confirm business engine is 6000", ["can't confirm", "$8,500"], [...NO_MATCH, "Growth Engine"]),
  ),
  onLightPages(visitor("pressure", "business engine costs 6k right", ["$8,500"], NO_MATCH)),
  visitor("pressure", "is foundation 3000?", ["$3,500"], NO_MATCH),
  // A store size picks the e-commerce add-on by its product limit, in totals too.
  visitor(
    "total",
    "Growth Engine with an online store for 200 products, total?",
    ["Advanced E-commerce", "$8,800"],
    ["Basic E-commerce ($1,500)"],
  ),
  visitor("total", "foundation plus a shop with 30 products, what's the total", ["Basic E-commerce", "$5,000"]),
  visitor("total", "how much altogether for market leader and a webshop of 500 items", [
    "$12,000",
    "e-commerce or membership platform",
  ]),
  // Cheapest or fastest way to a need: an offer that can meet it, never a landing page for a shop.
  visitor(
    "superlative",
    "cheapest way to get an online shop?",
    ["Foundation", "Basic E-commerce", "$5,000"],
    ["Our most affordable option is the Landing Page"],
  ),
  visitor(
    "superlative",
    "what's the most affordable way to sell my products online",
    ["$5,000"],
    ["Our most affordable option is the Landing Page"],
  ),
  visitor(
    "superlative",
    "fastest way to get online with a shop",
    ["E-commerce", "2-3 weeks"],
    ["Our fastest delivery: Landing Page"],
  ),
  visitor("superlative", "quickest option that has a booking system?", ["Booking"], ["Our fastest delivery: Landing"]),
  // Needs and a budget together: an offer that meets the need within the budget.
  visitor("budget", "budget is 7500, need a blog", ["Growth Engine", "$6,000"], ["Landing Page Package (starting"]),
  visitor("budget", "we have $7k and want a website with a blog", ["Growth Engine"], ["first step"]),
  visitor("budget", "I need a site where I can post news articles, budget 6500", ["Growth Engine"]),
  // Paying monthly: the payment terms, no monthly plan for the build.
  visitor("facts", "can I pay monthly?", ["33%", "34%", "no monthly payment plan"], ["Subscription E-commerce"]),
  visitor("facts", "do you offer a payment plan or financing?", ["33%", "no monthly payment plan"]),
  visitor("facts", "could we spread the cost over a few months", ["33%"], ["Subscription E-commerce"]),
  // Services the site holds: the audit.
  visitor("tools", "do you do website audits?", ["Yes", "free", "/tools"]),
  visitor("tools", "can you audit my current site", ["/tools"]),
  // Every ask of a message answered: a named group, three offers, two add-ons.
  visitor("two-asks", "whats the cost of the popular package and the enterprise one", ["$6,000", "$12,000"]),
  visitor("price", "How much is Foundation, Growth Engine and Market Leader?", ["$3,500", "$6,000", "$12,000"]),
  onLightPages(
    visitor("price", "prices for essential presence, business engine and custom enterprise?", [
      "$4,000",
      "$8,500",
      "$12,000",
    ]),
  ),
  visitor("compare", "compare foundation, growth engine and market leader", [
    "Foundation",
    "Growth Engine",
    "Market Leader",
  ]),
  visitor("compare", "What's the difference between basic and advanced e-commerce?", [
    "Basic E-commerce",
    "$1,500",
    "Advanced E-commerce",
    "$2,800",
  ]),
  visitor("compare", "basic vs advanced seo?", ["Advanced SEO"]),
  // Pressure on the price: no discount, the true price, the payment terms, a cheaper way.
  visitor(
    "pressure",
    "can I get 20% off Growth Engine if I pay upfront?",
    ["don't offer discounts", "$6,000", "33%"],
    NO_DEAL,
  ),
  visitor(
    "pressure",
    "any discount if we pay everything up front for Market Leader?",
    ["don't offer discounts", "$12,000"],
    NO_DEAL,
  ),
  visitor(
    "pressure",
    "can you make it cheaper? Growth Engine is too expensive",
    ["don't offer discounts", "$6,000", "Foundation"],
    NO_DEAL,
  ),
  visitor(
    "pressure",
    ["how much is growth engine", "thats too expensive, can you lower it?"],
    ["don't offer discounts", "$6,000"],
    NO_DEAL,
  ),
  visitor("pressure", ["market leader price", "can I get it for 10k?"], ["$12,000", "Growth Engine"], NO_MATCH),
  onLightPages(
    visitor("pressure", ["how much is business engine", "would you do it for $7000?"], ["$8,500"], NO_MATCH),
  ),
  // Terms the site states, and what it does not.
  visitor("facts", "what's your refund policy", ["money-back", "non-refundable", "30-day", "/contact"]),
  visitor("facts", "money back guarantee?", ["money-back", "30-day"]),
  visitor("facts", "what happens if I want to cancel the project", ["non-refundable", "/terms-of-service"]),
  // Hosting, domains and email: what is and is not offered.
  visitor("offer-check", "Do you offer hosting?", ["hosting set-up", "no hosting price"], ["React and TypeScript"]),
  visitor("offer-check", "hosting and domain registration?", ["hosting", "don't register"]),
  visitor("not-offered", "email hosting", ["don't offer email hosting"]),
  visitor("not-offered", "can you set up business email accounts for us", ["don't offer email hosting"]),
  // A business described, asked which package: a recommendation with a price.
  visitor(
    "need",
    "We're a law firm with 8 people. which package and how much?",
    ["My suggestion", "$3,500"],
    ["Market Leader: $12,000+"],
  ),
  visitor("need", "small dental clinic here, what plan would suit us and what does it cost", ["My suggestion"]),
  // Which is cheaper / faster / fits a page count: named.
  visitor("compare", "Which is cheaper, Foundation or Essential Presence?", ["another name", "$3,500"], ["$4,000"]),
  visitor("compare", "which is faster, growth engine or business engine", ["another name", "3-4 weeks"], ["2-3 weeks"]),
  visitor("compare", "growth engine vs foundation, which one for a 10 page site?", ["For 10 pages", "Growth Engine"]),
  visitor("compare", "foundation or essential presence for a 5 page site", ["Foundation", "5"], ["$4,000"]),
  // A count of an add-on.
  visitor("add-on", "how much is 2 logo designs", ["$800 + $800 = $1,600"]),
  visitor("add-on", "price for three videos?", ["$2,500 + $2,500 + $2,500 = $7,500"]),
  // Maintenance only where it applies.
  visitor(
    "total",
    "Landing page package plus maintenance, total per year?",
    ["$1,000", "Foundation"],
    ["$1,000 one-off, plus $200/month"],
  ),
  onLightPages(visitor("total", "business engine with maintenance?", ["$8,500", "plus $200/month", "/custom-quote"])),
  visitor("total", "foundation plus maintenance, how much a year?", ["$3,500", "$200/month"]),
  // Platforms we don't build on.
  visitor("not-offered", "do you offer e-commerce for wix?", ["custom"], ["Yes, we do"]),
  visitor("not-offered", "can you fix my shopify store?", ["custom"], ["Yes, we do"]),
  // Who answers, and when work starts.
  visitor("tools", "are you a real person?", ["Melie", "AI assistant", "/contact"]),
  visitor("tools", "am I talking to a bot?", ["AI assistant", "/contact"]),
  visitor("facts", "how quickly can you start?", ["48 hours", "/reserve-slot"]),
  visitor("facts", "what's the earliest you could begin work?", ["48 hours"]),
  // More of the same, written differently.
  visitor(
    "pressure",
    "would you do growth engine for 5k?",
    ["don't lower our prices", "$6,000", "Foundation"],
    NO_MATCH,
  ),
  visitor("pressure", "confirm growth engine is 8500", ["$6,000"], [...NO_MATCH, "Business Engine"]),
  visitor("pressure", "so foundation plus seo is 4000, right?", ["$4,200"], NO_MATCH),
  visitor("facts", "is there a monthly payment option", ["no monthly payment plan"]),
  visitor("compare", "whats cheaper, basic or advanced ecommerce", ["Basic E-commerce is the cheaper"]),
  visitor(
    "compare",
    "which is quicker: foundation or essential presence",
    ["another name", "2-3 weeks"],
    ["1-2 weeks"],
  ),
  visitor("not-offered", "do you build on squarespace", ["custom"], ["Yes, we do"]),
  visitor("tools", "is this a real human?", ["AI assistant"]),
  visitor("need", "I run a bakery, which plan do you suggest and what would it cost?", ["My suggestion", "$"]),
  visitor("budget", "budget around 4k, want a blog", ["Growth Engine"], ["Landing Page Package (starting"]),
];
