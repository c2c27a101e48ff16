/**
 * The Growth Engine journey of the onboarding overview
 * (docs/product/client-area.md § Onboarding): six phases, in order. The sample portal's milestones are
 * the same phases, so the two pages tell one story.
 */
export const GROWTH_ENGINE_JOURNEY = [
  {
    title: "Discovery & Strategy",
    description: "We map your goals, audience and competitors, then agree the sitemap and what success looks like.",
  },
  {
    title: "Design & Prototyping",
    description:
      "Key pages designed in your brand and a clickable prototype to review before a line of code is written.",
  },
  {
    title: "Development & Testing",
    description: "Hand-built pages, your content management system and integrations, tested as we go.",
  },
  {
    title: "Quality Assurance",
    description: "Every page checked across devices and browsers for speed, accessibility and SEO.",
  },
  {
    title: "Launch & Deployment",
    description: "We go live, set up redirects and analytics, and watch the first days closely.",
  },
  {
    title: "Support & Optimization",
    description: "Post-launch support, fixes and improvements based on how real visitors use the site.",
  },
] as const;

export type JourneyPhase = (typeof GROWTH_ENGINE_JOURNEY)[number];
