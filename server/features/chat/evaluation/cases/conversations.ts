/** Two asks in one message, and follow-ups that need the thread. */
import { type EvaluationCase, onLightPages, visitor } from "../case";

export const CONVERSATION_CASES: EvaluationCase[] = [
  // Two asks in one message
  visitor("two-asks", "How much is the AI chatbot add-on, and how long does Foundation take?", ["$750", "2-3 weeks"]),
  visitor("two-asks", "What's the price of Growth Engine and how long does it take?", ["$6,000", "3-4 weeks"]),
  visitor("two-asks", "how much is market leader? also do you offer maintenance", ["$12,000", "$200/month"]),
  visitor("two-asks", "What are your payment terms and do you offer a warranty?", ["33%", "30-day"]),
  onLightPages(
    visitor(
      "two-asks",
      "How much is Business Engine and what does it include?",
      ["$8,500", "10-15 custom pages"],
      ["$6,000"],
    ),
  ),
  visitor("two-asks", "price of logo design and copywriting?", ["$800", "$400"]),
  visitor("two-asks", "how long does a landing page take and how much is it", ["1-2 weeks", "$1,000"]),
  visitor("two-asks", "Do you do SEO? And how fast do you reply to messages?", ["$700", "24 hours"]),
  visitor("two-asks", "whats foundation cost; how long for growth engine", ["$3,500", "3-4 weeks"]),
  visitor("two-asks", "Can I book a call? How soon do I get a proposal after?", ["/book-consultation", "24 hours"]),
  visitor("two-asks", "how many projects have you done and what's your satisfaction rate?", ["150+", "98%"]),
  visitor("two-asks", "What's your cheapest option and how fast can you deliver it?", ["$1,000", "1-2 weeks"]),
  visitor("two-asks", "Do you build online stores? Also, what are the payment terms?", ["$1,500", "33%"]),
  onLightPages(visitor("two-asks", "how much is essential presence. and business engine?", ["$4,000", "$8,500"])),
  // Follow-ups
  onLightPages(
    visitor("follow-up", ["What does Business Engine include?", "and how much is it?"], ["$8,500"], ["$6,000"]),
  ),
  visitor("follow-up", ["How much is Growth Engine?", "and the bigger one?"], ["Market Leader", "$12,000"]),
  visitor("follow-up", ["Tell me about Foundation", "what about the next one up?"], ["Growth Engine", "$6,000"]),
  visitor("follow-up", ["How much is Growth Engine?", "and the cheaper one?"], ["Foundation", "$3,500"]),
  visitor("follow-up", ["Tell me about Market Leader", "how long does it take?"], ["4-8 weeks"]),
  visitor("follow-up", ["What does Foundation cost?", "How long does it take?"], ["2-3 weeks"]),
  onLightPages(
    visitor("follow-up", ["Business Engine price?", "and the bigger one?"], ["Custom Enterprise", "$12,000", "$1,500"]),
  ),
  visitor(
    "follow-up",
    ["Tell me about Growth Engine", "how does it compare with the bigger one?"],
    ["$6,000", "$12,000"],
  ),
  visitor("follow-up", ["How much is the landing page package?", "and the next tier?"], ["Foundation", "$3,500"]),
  visitor("follow-up", ["Tell me about Market Leader", "anything bigger?"], ["largest", "/custom-quote"]),
  visitor("follow-up", ["What's the price of Growth Engine?", "how much is it again?"], ["$6,000"]),
  visitor("follow-up", ["Tell me about growth engine", "what about with maintenance?"], ["$6,000", "$200/month"]),
  visitor("follow-up", ["How much is Foundation?", "and with a logo?"], ["$4,300"]),
  visitor("follow-up", ["Compare Foundation and Growth Engine", "which one is faster?"], ["Foundation", "2-3 weeks"]),
  visitor("follow-up", ["I want to sell online", "how much would that be with Foundation?"], ["$5,000"]),
  visitor("follow-up", ["what's your cheapest option?", "how long does it take?"], ["1-2 weeks"]),
  onLightPages(visitor("follow-up", ["Essential Presence?", "and the bigger one?"], ["Business Engine", "$8,500"])),
  onLightPages(
    visitor("follow-up", ["How much is Business Engine?", "and the smaller one?"], ["Essential Presence", "$4,000"]),
  ),
  visitor(
    "follow-up",
    ["tell me about market leader", "does it include e-commerce?"],
    ["E-commerce or membership platform"],
  ),
  visitor(
    "follow-up",
    ["How much is Growth Engine plus the AI chatbot?", "and with maintenance?"],
    ["$6,750", "$200/month"],
  ),
  visitor("follow-up", ["What does Growth Engine include?", "and Market Leader?"], ["Unlimited custom pages"]),
  visitor("follow-up", ["How much is Foundation?", "what about Growth Engine?"], ["$6,000"]),
  visitor("follow-up", ["I have a budget of $5,000", "what if I add a logo?"], ["$800"]),
  visitor("follow-up", ["how much is the ai chatbot", "can I add it to foundation? total?"], ["$4,250"]),
  // Growth Engine includes booking flows: not charged again (docs/product/pricing.md § What an offer includes).
  visitor(
    "follow-up",
    ["Do you offer booking systems?", "and with growth engine how much in total"],
    ["$6,000", "booking or quote request flows"],
    ["$7,300"],
  ),
  onLightPages(
    visitor("follow-up", ["Tell me about Business Engine", "is it e-commerce ready?"], ["E-commerce ready"]),
  ),
];
