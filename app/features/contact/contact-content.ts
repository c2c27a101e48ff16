/**
 * The contact page's copy (docs/product/lead-capture.md § Contact texts; claims: 24-hour
 * response, under 4 hours typical, the face's years of experience, over 150 clients, typical
 * timelines, 3-6 months of support). Years and timelines are the face's own
 * (docs/product/pricing.md § Price lists): the page states what the face's other pages state.
 */
import { brand } from "#common/brand";
import { offersOf, priceListOf } from "#common/catalog/price-lists";
import { YEARS_OF_EXPERIENCE } from "#common/company/facts";
import type { Face } from "#common/face";

export function commitmentsOf(face: Face) {
  const years = YEARS_OF_EXPERIENCE[face];
  return [
    { value: "24h", label: "Response guarantee", text: "Every inquiry gets a personal reply within 24 hours." },
    { value: "<4h", label: "Typical response time", text: "Most messages are answered in under 4 hours." },
    { value: years, label: "Years of experience", text: `${years} years of building sites that convert.` },
    { value: "150+", label: "Clients served", text: "Over 150 clients trust us with their presence online." },
  ] as const;
}

/** "Foundation 2-3 weeks, Growth Engine 3-4 weeks, Market Leader 4-8 weeks": the face's offers and timelines. */
export function typicalTimelinesOf(face: Face): string {
  return offersOf(priceListOf(face))
    .map((offer) => `${offer.name} ${offer.timeline}`)
    .join(", ");
}
export const SUPPORT_PERIODS = "support plans of 3-6 months";

export const NEXT_STEPS = [
  { title: "We review your brief", text: "A senior developer reads your details and replies within 24 hours." },
  { title: "Discovery call", text: "A 30-minute call to understand your goals, audience and must-haves." },
  { title: "Proposal and timeline", text: "A fixed-price proposal with scope, milestones and a launch date." },
  { title: "Kick-off", text: "Once you approve, we reserve your slot and start designing." },
] as const;

export const SECURITY_NOTICE =
  "Your details travel encrypted over HTTPS and are stored on our own servers. We use them only to answer your inquiry, and never sell or share them.";

export const DIRECT_CONTACT = {
  email: brand.email,
  text: "Write to us directly, or book a call at a time that suits you.",
} as const;

export const contactFaqOf = (face: Face) =>
  [
    {
      question: "How soon will I hear back?",
      answer:
        "Within 24 hours, and usually in under 4. You get a personal reply from the person who would build your site, not an automated sales sequence.",
    },
    {
      question: "How long does a website take?",
      answer: `Typical timelines are ${typicalTimelinesOf(face)}. We agree a launch date in the proposal and keep you updated every week.`,
    },
    {
      question: "What happens after launch?",
      answer:
        "Every package includes post-launch support (30 or 90 days, depending on the package) and a 30-day warranty. After that, our support plans of 3-6 months cover fixes, small changes and help for your team.",
    },
    {
      question: "How does payment work?",
      answer: "33% deposit to reserve your slot, 33% at design approval and 34% at launch. No hidden fees.",
    },
    {
      question: "Can you improve my existing website instead?",
      answer:
        "Yes. Choose Website Audit Only, add your address, and we will send a prioritized list of fixes for speed, search ranking and conversions.",
    },
  ] as const;
