/**
 * Melie's built-in assistant: intent rules first (prices, comparisons,
 * follow-ups that need the thread, refusals), then retrieval over the
 * knowledge topics, then a question back. No network, no configuration.
 */
import { addOnsIn, neighbourOffer, type Offer, offersIn } from "./entities.ts";
import { createTopicIndex } from "./knowledge.ts";
import * as replies from "./replies.ts";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

export type AssistantAction = { kind: "capture-lead"; email: string } | { kind: "none" };

export interface AssistantReply {
  text: string;
  intent: string;
  action: AssistantAction;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const LEAD_OFFER_MARK = "Would you like me to pass your details";

const has = (text: string, pattern: RegExp) => pattern.test(text);

const PATTERNS = {
  injection:
    /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions|rules|prompt|previous|above)\b|\bsystem prompt\b|\byou are now\b|\bpretend (to be|you are)\b|\bjailbreak\b|\bdeveloper mode\b|\bact as\b/,
  discount:
    /\b(discount|coupon|promo|voucher|deal|cheaper price|reduce the price|lower the price|free website(?! (audit|check))|for free|special offer|black friday|half price|\d+\s?% off)\b/,
  greeting: /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo)\b[\s!.,]*(there|melie)?[\s!.,]*$/,
  thanks: /^(thanks|thank you|thx|cheers|great,? thanks|perfect,? thank you|awesome,? thanks)\b/,
  bye: /^(bye|goodbye|see you|that's all|thats all)\b/,
  yes: /^(yes|yeah|yep|sure|ok|okay|please do|go ahead|do it|yes please|please)\b/,
  no: /^(no|nope|not now|no thanks|don't|do not)\b/,
  compare: /\b(compare|comparison|difference|differ|versus|vs\.?|between|which (one )?(is|should)|better)\b/,
  bigger:
    /\b(bigger|larger|more (advanced|complete|features)|next (one|tier|level|package)|upgrade|higher|above that|step up)\b/,
  smaller: /\b(smaller|cheaper|less expensive|lower|simpler|basic one|step down|below that|more affordable)\b/,
  price: /\b(price|prices|pricing|cost|costs|how much|budget|rate|fee|\$|dollars?|expensive|afford|quote)\b/,
  timeline:
    /\b(how long|timeline|weeks?|duration|turnaround|how fast|how quickly|when (can|will|could)|deliver|launch date|take to (build|finish|complete))\b/,
  payment: /\b(payment|pay|deposit|installments?|upfront|up front|invoice|billing|split)\b/,
  warranty: /\b(warranty|guarantee|after launch|bugs?|support (period|after))\b/,
  maintenance: /\b(maintenance|maintain|retainer|monthly (fee|plan|care)|keep (it|the site) updated)\b/,
  process: /\b(process|steps|workflow|how do you work|your approach|stages|phases)\b/,
  audit: /\b(audit|speed test|check (my|our) (site|website)|analy[sz]e (my|our)|lighthouse|website checker)\b/,
  moodBoard: /\b(mood ?board|vision board|colou?r palette|design ideas)\b/,
  reserve: /\b(reserve|reservation|slot|slots|availability|available|capacity)\b/,
  consultation: /\b(consultation|call|meeting|talk to|speak (to|with)|zoom|strategy session|technical review)\b/,
  start:
    /\b(get started|getting started|start (a|my|the)? ?project|begin|hire you|work with you|next steps?|sign up|onboard)\b/,
  contact: /\b(contact|email|e-mail|phone|reach you|get in touch|human|real person)\b/,
  human: /\b(human|real person|someone from your team|a person)\b/,
  replyTime: /\b(reply|respond|response time|get back to me|hear back|answer my (message|email))\b/,
  about:
    /\b(who are you|about (you|the agency|your (company|agency|team))|experience|how many years|founder|track record)\b/,
  portfolio: /\b(portfolio|examples?|case stud(y|ies)|previous work|past work|your work|testimonials?|reviews?)\b/,
  technology:
    /\b(tech(nology|nologies)?|stack|react|typescript|wordpress|framework|hosting|cms|code|responsive|mobile|accessib)\w*/,
  ecommerce: /\b(e-?commerce|online (store|shop)|sell (online|products)|shop)\b/,
  addOnQuestion: /\b(add[- ]?ons?|extras?|do you (do|offer|build|make)|can you (do|build|make|add)|include)\b/,
  offTopic:
    /\b(weather|recipe|joke|poem|capital of|president|football|soccer|movie|film|song|lyrics|stock price|bitcoin|horoscope|homework|translate this|math|calculate)\b/,
  pronoun: /\b(it|that|this one|that one|they|them)\b/,
};

/** The offer the conversation was last about, newest message first. */
function offerInContext(history: ChatMessage[]): Offer | undefined {
  for (let index = history.length - 1; index >= 0; index--) {
    const offers = offersIn(history[index]?.content ?? "");
    if (offers.length > 0) return history[index]?.role === "assistant" ? offers[offers.length - 1] : offers[0];
  }
  return undefined;
}

function emailInThread(messages: ChatMessage[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message?.role !== "user") continue;
    const match = EMAIL.exec(message.content);
    if (match) return match[0];
  }
  return undefined;
}

export function createAssistant() {
  const searchTopic = createTopicIndex();

  return function respond(messages: ChatMessage[]): AssistantReply {
    const current = messages[messages.length - 1];
    const history = messages.slice(0, -1);
    const text = (current?.content ?? "").trim().toLowerCase();
    const previousAssistant = [...history].reverse().find((message) => message.role === "assistant");
    const reply = (intent: string, body: string, action: AssistantAction = { kind: "none" }): AssistantReply => ({
      text: body,
      intent,
      action,
    });

    // A pending offer to pass details to the team.
    if (previousAssistant?.content.includes(LEAD_OFFER_MARK)) {
      const email = emailInThread(messages);
      if (email && has(text, PATTERNS.yes))
        return reply("lead-captured", replies.leadCaptured(email), { kind: "capture-lead", email });
      if (has(text, PATTERNS.no)) return reply("lead-declined", replies.leadDeclined());
    }

    if (has(text, PATTERNS.injection)) return reply("refuse", replies.refuseInstructions());
    if (has(text, PATTERNS.discount)) return reply("discount", replies.discount());
    if (has(text, PATTERNS.greeting)) return reply("greeting", replies.greeting());
    if (has(text, PATTERNS.thanks)) return reply("thanks", replies.thanks());
    if (has(text, PATTERNS.bye)) return reply("bye", replies.goodbye());

    const email = EMAIL.exec(current?.content ?? "")?.[0];
    if (email) return reply("lead-offer", replies.offerLeadCapture(email));

    const named = offersIn(text);
    const context = offerInContext(history);

    if (has(text, PATTERNS.compare)) {
      const [first, second] = named.length >= 2 ? named : context && named[0] ? [context, named[0]] : [];
      if (first && second) return reply("compare", replies.comparison(first, second));
      if (context && named.length === 0) {
        const larger = neighbourOffer(context, 1) ?? neighbourOffer(context, -1);
        if (larger) return reply("compare", replies.comparison(context, larger));
      }
    }

    const step = has(text, PATTERNS.bigger) ? 1 : has(text, PATTERNS.smaller) && !has(text, PATTERNS.discount) ? -1 : 0;
    if (step !== 0 && named.length === 0 && context) {
      const neighbour = neighbourOffer(context, step);
      if (neighbour) return reply("follow-up", replies.offerSummary(neighbour));
      return reply(
        "follow-up",
        step === 1
          ? `${replies.offerSummary(context).split("\n\n")[0]} That's already our largest option — for anything bigger we'll scope a custom quote at /custom-quote.`
          : `${replies.offerSummary(context).split("\n\n")[0]} That's already our smallest option.`,
      );
    }

    const offer = named[0];
    if (offer) {
      if (has(text, PATTERNS.timeline)) return reply("offer-timeline", replies.offerTimeline(offer));
      if (has(text, PATTERNS.price)) return reply("offer-price", replies.offerPrice(offer));
      return reply("offer", replies.offerSummary(offer));
    }

    const addOns = addOnsIn(text);
    if (
      addOns.length > 0 &&
      (has(text, PATTERNS.price) || has(text, PATTERNS.addOnQuestion) || has(text, PATTERNS.ecommerce))
    ) {
      return reply("add-on", has(text, PATTERNS.ecommerce) ? replies.ecommerce(addOns) : replies.addOnPrices(addOns));
    }

    if (has(text, PATTERNS.human) || has(text, PATTERNS.replyTime)) return reply("contact", replies.contact());
    if (has(text, PATTERNS.payment)) return reply("payment", replies.paymentTerms());
    if (has(text, PATTERNS.maintenance)) return reply("maintenance", replies.maintenance());
    if (has(text, PATTERNS.warranty)) return reply("warranty", replies.warrantyAndSupport());

    if (has(text, PATTERNS.timeline)) {
      if (context && (has(text, PATTERNS.pronoun) || text.split(/\s+/).length <= 6)) {
        return reply("offer-timeline", replies.offerTimeline(context));
      }
      return reply("timelines", replies.allTimelines());
    }
    if (has(text, PATTERNS.price)) {
      if (context && has(text, PATTERNS.pronoun)) return reply("offer-price", replies.offerPrice(context));
      return reply("prices", replies.allPrices());
    }

    const rules: Array<[RegExp, string, () => string]> = [
      [PATTERNS.audit, "audit", replies.auditTool],
      [PATTERNS.moodBoard, "mood-board", replies.moodBoardTool],
      [PATTERNS.process, "process", replies.processSteps],
      [PATTERNS.reserve, "reserve", replies.reserveSlot],
      [PATTERNS.consultation, "consultation", replies.consultation],
      [PATTERNS.start, "start", replies.getStarted],
      [PATTERNS.portfolio, "portfolio", replies.portfolio],
      [PATTERNS.about, "about", replies.aboutUs],
      [PATTERNS.contact, "contact", replies.contact],
      [PATTERNS.technology, "technology", replies.technology],
    ];
    for (const [pattern, intent, build] of rules) if (has(text, pattern)) return reply(intent, build());

    if (has(text, PATTERNS.offTopic)) return reply("off-topic", replies.offTopic());
    const topic = searchTopic(text);
    if (topic) return reply(topic.id, topic.reply());
    return reply("unclear", replies.unclear());
  };
}
