/**
 * Questions about the agency rather than an offer: its track record,
 * promises, terms, process, tools and pages. Tested in order, the most
 * specific first, on normalised, spelling-corrected text.
 */
import { PROCESS_STEPS } from "#common/content/process.ts";
import { maintenanceAnswer } from "./add-on-answers.ts";
import { websites } from "./offer-answers.ts";
import * as replies from "./replies.ts";

export interface Topic {
  id: string;
  pattern: RegExp;
  /** The reply; a few topics read the question to say which part they answer. */
  reply: (text?: string) => string;
}

/** "How long does testing take?": the process step a question names. */
export function processStepAnswer(text: string): string | undefined {
  const words: Array<[RegExp, string]> = [
    [/\bdiscovery\b/, "Discovery"],
    [/\bproposal\b|\bstrategy\b/, "Proposal"],
    [/\bdesign\w*\b|\bprototyp\w*\b|\bmock ?ups?\b/, "Design"],
    [/\bdevelopment\b|\bcoding\b|\bbuild phase\b/, "Development"],
    [/\btesting\b|\bqa\b|\bquality\b/, "Testing"],
    [/\blaunch\w*\b|\bgo live\b/, "Launch"],
  ];
  const found = words.find(([pattern]) => pattern.test(text));
  const step = found ? PROCESS_STEPS.find((item) => item.title.startsWith(found[1])) : undefined;
  return step ? `${step.title} takes ${step.duration}. The whole process, step by step, is at /process.` : undefined;
}

export const TOPICS: readonly Topic[] = [
  {
    id: "identity",
    pattern:
      /\bare you (a |an )?(real|human|person|bot|robot|machine|ai|chat ?bot|live)\b|\b(am i|are we) (talking|chatting|speaking|writing) (to|with) (a |an )?(real|human|person|bot|robot|machine|ai|someone)\b|\bis (this|that) (a )?(bot|robot|human|real person|ai)\b|\bwho am i (talking|chatting|speaking) (to|with)\b/,
    reply: replies.identity,
  },
  {
    id: "refund",
    pattern:
      /\brefund\w*|\bmoney ?back\b|\bcancel\w*|\bget (my|our) money\b|\bchange (my|our) minds?\b|\bnot happy with the (result|work|site|website)\b/,
    reply: replies.refundPolicy,
  },
  {
    id: "hosting",
    pattern:
      /\bhost(ing|ed|s)?\b|\bdomains?\b|\bemail (hosting|accounts?|address(es)?|inbox\w*|server)\b|\bmailbox\w*|\bbusiness emails?\b|\bgoogle workspace\b|\boffice 365\b/,
    reply: replies.hostingAndDomains,
  },
  // Before hosting and technology: "who owns the code and the domain?" asks about terms, not the stack.
  {
    id: "ownership",
    pattern:
      /\bwho (owns|will own|gets|keeps)\b|\b(own|owning) (the|my|our) (code|site|website|design|domain|content)\b|\bownership\b|\bintellectual property\b|\bcopyrights?\b|\bsource code\b|\b(get|keep|receive) (the )?code\b|\block(ed)? in\b/,
    reply: replies.ownership,
  },
  {
    id: "payment-plan",
    pattern:
      /\b(can|could|may|do|would|should) (i|we) (pay|be billed)\b.{0,25}\b(monthly|per month|a month|each month|every month|months|installments?|instalments?)\b|\b(i|we) (would like to |want to |prefer to |need to )?pay (you |it |for it )?(monthly|per month|every month|over)\b|\bmonthly (payment|installment|instalment)s?\b(?!.{0,30}\b(customers|clients|members|subscribers|users)\b)|\b(payment plans?|financ\w*|spread (out )?(the )?(cost|payments?|price)|pay (you )?in (monthly )?(installments|instalments) (monthly|per month))\b/,
    reply: replies.paymentPlan,
  },
  {
    id: "capacity",
    pattern:
      /\b(at once|at a time|same time|simultaneous\w*|concurrent\w*|capacity|how many (projects|clients) (do|can) you (take|handle|work))\b/,
    reply: replies.capacity,
  },
  {
    id: "after-slot",
    pattern:
      /\b(after|once) (i |we )?(book|reserve|booking|reserving|have booked|have reserved)\b.{0,20}\bslot|\bslot\b.{0,40}\b(then|next|happens?|after)\b|\bwhat happens after (i |we )?(book|reserve)\b(?!.{0,20}(call|consult))/,
    reply: replies.afterSlotBooking,
  },
  {
    id: "proposal",
    pattern: /\bproposal\b|\b(after|following) (the |a |my )?(consultation|call)\b/,
    reply: replies.proposalTime,
  },
  {
    id: "kickoff",
    pattern:
      /\bkick ?off\b|\b(project|work) (start|begin)s? after\b|\bwhen (do|does|will|can|could) (you|we|i|the project|work) (start|begin)\b|\bstart after\b|\bhow (quickly|quick|soon|fast) (can|could|will|would|do) (you|we|the team) (start|begin|get going)\b|\bhow soon after\b.{0,40}\b(start|begin|kick)\w*\b|\bafter (you|we|i) confirm\w*\b.{0,30}\b(start|begin)\w*\b|\bearliest (start|date|you (can|could)|we (can|could))\b|\b(start|begin) (work )?(right away|immediately|next week|asap)\b/,
    reply: replies.kickoff,
  },
  { id: "intake", pattern: /\bintake\b/, reply: replies.afterIntake },
  {
    id: "satisfaction",
    pattern: /\bsatisf\w*|\bhappy\b|\brating\b|\brated\b|\bstars?\b|\bsuccess( rate)?\b/,
    reply: replies.satisfaction,
  },
  {
    id: "track-record",
    pattern:
      /\btrack record\b|\bcredentials\b|\bwhy (should i |we )?(choose|pick|trust|hire) you\b|\bare you (any )?good\b/,
    reply: replies.trackRecord,
  },
  {
    id: "projects",
    pattern:
      /\bhow many (projects|websites|sites|clients|customers)\b|\bprojects? (have you|did you|you have|you did|completed|delivered|done|built)\b|\b(completed|delivered|built|finished) .{0,20}\bprojects\b|\bclients (have you|did you)\b|\bworked with\b/,
    reply: replies.projectsDelivered,
  },
  {
    id: "experience",
    pattern:
      /\b(how many )?years\b|\bhow long have you been\b|\bexperience\w*\b|\bfounded\b|\bsince when\b|\bin business\b/,
    reply: replies.experience,
  },
  {
    id: "reply-time",
    pattern:
      /\b(reply|replies|respond|response|answer (my |your )?(emails?|messages?)|answer emails|get back|hear back)\b/,
    reply: replies.replyTime,
  },
  {
    id: "fixed-price",
    pattern:
      /\bfixed\b|\bhidden (costs?|fees?)\b|\bprice (change|go up|increase)|\bcan (it|the price) change\b|\bextra costs?\b|\bsurprises?\b/,
    reply: replies.fixedPrice,
  },
  // Before payment: "if it breaks after launch, do I pay?" asks about the warranty.
  {
    id: "warranty",
    pattern:
      /\b(warrant\w*|guarantee\w*|bugs?|breaks?|broken|stops? working|goes wrong|fix(es)? after|after (the )?launch|after (the site |it )?(is |goes )?live|support (after|period)|aftercare|what support)\b/,
    reply: replies.warrantyAndSupport,
  },
  {
    id: "payment",
    pattern: /\b(payments?|pay|paying|deposit|upfront|up front|install?ments?|invoices?|billing|split the)\b/,
    reply: replies.paymentTerms,
  },
  {
    id: "process",
    pattern: /\b(process|steps|workflow|how do you work|your approach|stages|phases|methodology)\b/,
    reply: replies.processSteps,
  },
  {
    id: "audit",
    pattern:
      /\b(audits?|speed|how (fast|quick|slow) (is )?(my|our) (current |existing |old )?(site|website|web site)|(check|test|scan|grade|score|review) (my|our|the) (current |existing |old )?(site|website|web site)|analy[sz]e (my|our)|lighthouse|website checker|slow|loads? slowly|page speed|load time)\b/,
    reply: replies.auditTool,
  },
  {
    id: "mood-board",
    pattern: /\b(mood ?board|colou?rs?|palette|fonts?|design ideas|inspiration|vision board)\b/,
    reply: replies.moodBoardTool,
  },
  {
    id: "reserve",
    pattern: /\b(slots?|availability|available|reserve (a |my )?(spot|date|place)|book (a |my )?(spot|date))\b/,
    reply: replies.reserveSlot,
  },
  {
    id: "consultation",
    pattern: /\b(consult\w*|call|calls|meeting|zoom|strategy session|technical review|talk (it )?through)\b/,
    reply: replies.consultation,
  },
  {
    id: "quote-tool",
    pattern:
      /\b(exact quote|quote (builder|tool|calculator)|get a quote|custom quote|an estimate|get an estimate|quote for|(my|our) own quote|price calculator|cost calculator)\b/,
    reply: replies.quoteTool,
  },
  {
    id: "customizer",
    pattern: /\b(customi[sz]\w*|configur\w*|build (my|our) own package)\b/,
    reply: replies.customizerTool,
  },
  {
    id: "maintenance",
    pattern: /\b(maintenance|maintain|retainer|care plan|monthly plan)\b/,
    reply: maintenanceAnswer,
  },
  { id: "add-ons", pattern: /\b(add ?ons?|extras|optional extras)\b/, reply: replies.addOnOverview },
  {
    id: "start",
    pattern:
      /\b(get started|getting started|start (a|my|the|our)? ?project|begin|hire you|work with you|next steps?|sign up|onboard\w*)\b/,
    reply: replies.getStarted,
  },
  {
    id: "human",
    pattern: /\b(human|real person|someone from your team|a person|talk to (someone|you))\b/,
    reply: replies.identity,
  },
  {
    id: "contact",
    pattern: /\b(contact|email address|phone|reach you|get in touch|write to you)\b/,
    reply: replies.contact,
  },
  { id: "testimonials", pattern: /\b(reviews?|testimonials?|references)\b/, reply: replies.portfolio },
  {
    id: "portfolio",
    pattern: /\b(portfolio|examples?|case stud\w*|previous work|past work|your work|samples?|show me)\b/,
    reply: replies.portfolio,
  },
  {
    id: "technology",
    pattern:
      /\b(tech\w*|stack|react|typescript|wordpress|framework|cms|code|coding|hosting|mobile|responsive|accessib\w*|secure|security)\b/,
    reply: replies.technology,
  },
  {
    id: "about",
    pattern:
      /\b(who are you|about (you|the agency|your (company|agency|team))|what do you do|your team|founder|located|where are you|who is behind)\b/,
    reply: replies.aboutUs,
  },
  {
    id: "websites",
    pattern:
      /\b(do you (do|make|build|design|create) (websites?|sites|web ?sites?|web design|redesigns?|landing pages?))\b|\bredesign\w*\b|\bweb design\b/,
    reply: websites,
  },
];

export function topicIn(text: string): Topic | undefined {
  return TOPICS.find((topic) => topic.pattern.test(text));
}
