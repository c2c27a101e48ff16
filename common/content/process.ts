/**
 * The detailed process (docs/product/public-site.md § Process): seven
 * steps with their stated durations; the titles are ours.
 */
export interface ProcessStep {
  id: string;
  title: string;
  duration: string;
  description: string;
  deliverables: string[];
}

export const processIntro = {
  eyebrow: "Our process",
  title: "Seven steps from first call to lasting growth",
  lead: "A proven, transparent process with clear durations and deliverables at every stage — so you always know what's happening, what's next and what you'll receive.",
};

export const PROCESS_STEPS: readonly ProcessStep[] = [
  {
    id: "discovery-call",
    title: "Discovery Call",
    duration: "30-60 minutes",
    description:
      "A relaxed conversation about your business, your customers and what success looks like. We ask the questions that shape everything that follows.",
    deliverables: ["Understanding of your goals and audience", "Initial recommendations", "Recommended package"],
  },
  {
    id: "proposal-strategy",
    title: "Proposal & Strategy",
    duration: "2-3 business days",
    description:
      "We turn the call into a written plan: scope, sitemap, timeline and a fixed price, with the reasoning behind each recommendation.",
    deliverables: ["Written proposal with fixed price", "Project timeline", "Sitemap and feature list"],
  },
  {
    id: "design-prototype",
    title: "Design & Prototyping",
    duration: "1-2 weeks",
    description:
      "Wireframes, then full visual designs and a clickable prototype. You review on your own devices and we refine until it's right.",
    deliverables: ["Wireframes", "High-fidelity page designs", "Clickable prototype", "Two rounds of revisions"],
  },
  {
    id: "development",
    title: "Development",
    duration: "2-4 weeks",
    description:
      "We hand-code your site from the approved designs, with performance, accessibility and search visibility built in — and a private preview link to follow along.",
    deliverables: [
      "Private staging site",
      "Content management set-up",
      "Integrations and forms",
      "Weekly progress updates",
    ],
  },
  {
    id: "testing-qa",
    title: "Testing & Quality Assurance",
    duration: "3-5 business days",
    description:
      "Every page is tested across browsers and real phones, for speed, accessibility, broken links, forms and security headers.",
    deliverables: [
      "Cross-browser and device testing",
      "Performance and accessibility report",
      "Fixes verified before launch",
    ],
  },
  {
    id: "launch",
    title: "Launch",
    duration: "1-2 business days",
    description:
      "We move your site live with zero downtime, set up redirects, analytics and search console, and walk your team through editing content.",
    deliverables: [
      "Live website",
      "Analytics and search console set-up",
      "Team training session",
      "Launch checklist sign-off",
    ],
  },
  {
    id: "support-growth",
    title: "Support & Growth",
    duration: "ongoing",
    description:
      "Launch is the beginning. We monitor, maintain and improve your site, and use real visitor data to find the next win.",
    deliverables: ["Monitoring and updates", "Post-launch support period", "Performance reviews and recommendations"],
  },
];

export const processCta = {
  title: "Ready to start with step one?",
  text: "Book your discovery call today. It's free, it takes under an hour, and you'll leave with clear recommendations either way.",
};
