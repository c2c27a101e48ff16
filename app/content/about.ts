/**
 * About pages (docs/product/public-site.md § About). The founder page is the default
 * face; the company page is the `style=conservative` variant. Figures are the
 * stated claims (docs/product/public-site.md § Stated claims); the years are the face's own
 * (docs/decisions/035-one-price-list-per-face.md): founder 7+, company 10+.
 */

import { TRACK_RECORD, YEARS_OF_EXPERIENCE } from "#common/company/facts";

export interface Stat {
  value: string;
  label: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export const founderAbout = {
  eyebrow: "About the founder",
  title: "Engineer by training. Designer by obsession.",
  lead: "I'm Daniel Reyes, founder of Meridian Studio. I spent 6 years at a large chip company making silicon faster — now I make websites that load fast, read clearly and turn visitors into clients.",
  story: [
    {
      title: "Six years inside a chip company",
      text: "I began my career at a large chip company, writing the tools engineers used to measure and tune processor performance. It taught me to measure before I guess, and that every millisecond is earned.",
    },
    {
      title: "The side projects that became a calling",
      text: "Evenings went to websites for friends' businesses. I kept seeing the same story: beautiful templates that loaded slowly, ranked poorly and never brought in a single inquiry.",
    },
    {
      title: "Going independent",
      text: "I left to build websites full time, the way I had built engineering tools: from a clear goal, with clean code, tested on real devices and measured after launch.",
    },
    {
      title: "Founding Meridian Studio",
      text: "Meridian Studio grew around one promise: no templates and no gimmicks. Every site is designed and hand-coded for the business it serves, and owned outright by the client.",
    },
    {
      title: "Building what comes next",
      text: "Today Meridian Studio designs and builds custom websites, digital platforms and AI-assisted tools for businesses and entrepreneurs — and stays on after launch to keep them growing.",
    },
  ] satisfies TitledText[],
  technologies: [
    { name: "React & React Router", use: "Fast, accessible interfaces" },
    { name: "TypeScript", use: "Type-safe code that scales" },
    { name: "Node.js & Hono", use: "Lean, reliable APIs" },
    { name: "PostgreSQL", use: "Data you can trust" },
    { name: "Tailwind CSS", use: "Precise, consistent design systems" },
    { name: "Figma", use: "Prototypes you can click before we build" },
    { name: "Lighthouse & Core Web Vitals", use: "Performance measured, not assumed" },
    { name: "Stripe & headless commerce", use: "Checkout flows that convert" },
  ],
  philosophy: [
    {
      title: "Handcrafted, never templated",
      text: "Your business is not a theme. Every layout, component and line of code is written for your audience and your goals.",
    },
    {
      title: "Speed is a feature",
      text: "Visitors leave slow sites. We budget every kilobyte, prerender what we can and test on mid-range phones, not just fast laptops.",
    },
    {
      title: "Built to convert",
      text: "Beauty earns attention; structure earns inquiries. Each page has one clear job and a clear next step for the visitor.",
    },
    {
      title: "Partners after launch",
      text: "Launch day is the start. We monitor, measure and improve, and you can always reach a person who knows your project.",
    },
  ] satisfies TitledText[],
  workProcess: [
    {
      title: "Deep Discovery",
      text: "We learn your business, your customers and your competitors, then agree measurable goals before a single pixel is drawn.",
    },
    {
      title: "Strategic Design",
      text: "Content structure, wireframes and a clickable prototype, refined with you until every page earns its place.",
    },
    {
      title: "Powerful Launch",
      text: "Hand-coded, tested on real devices, tuned for speed and search, then launched with analytics so results are visible from day one.",
    },
  ] satisfies TitledText[],
  stats: [
    { value: YEARS_OF_EXPERIENCE.default, label: "Years of experience" },
    { value: "24H", label: "Response time" },
    { value: "6", label: "Years at a large chip company" },
  ] satisfies Stat[],
  closing: {
    title: "Let's build something that works as hard as you do",
    text: "Tell me about your business and where you want it to go. You'll hear back within 24 hours with honest advice and clear next steps.",
  },
};

export const companyAbout = {
  eyebrow: "About Meridian Studio",
  title: "A web design and development partner for growing businesses",
  lead: "Meridian Studio designs, builds and cares for custom websites and digital platforms. We combine strategy, design and engineering in one small, senior team, so nothing gets lost between hand-offs.",
  mission: {
    title: "Our mission",
    text: "To give every business we work with a website that is fast, accessible and built to convert — crafted by hand, explained in plain language and supported long after launch.",
  },
  values: [
    {
      title: "Clarity",
      text: "Fixed scopes, written proposals and plain-language updates. You always know what we're doing, why, and what it costs.",
    },
    {
      title: "Craft",
      text: "Custom design and hand-written code, reviewed and tested before anything reaches your customers.",
    },
    {
      title: "Accountability",
      text: "We set measurable goals at the start and report against them after launch.",
    },
    {
      title: "Partnership",
      text: "A named team that knows your business and answers within 24 hours.",
    },
  ] satisfies TitledText[],
  expertise: [
    {
      title: "Custom Website Design",
      text: "Brand-aligned layouts and design systems, prototyped and approved before development begins.",
    },
    {
      title: "Web Development",
      text: "Hand-coded, standards-based sites that are fast, secure and easy to maintain.",
    },
    {
      title: "E-commerce Solutions",
      text: "Storefronts, subscriptions and marketplaces with checkout flows designed to convert.",
    },
    {
      title: "Search Engine Optimization",
      text: "Technical SEO, structured data and content architecture that help customers find you.",
    },
    {
      title: "Performance & Accessibility",
      text: "Core Web Vitals tuning and WCAG-conscious builds that welcome every visitor.",
    },
    {
      title: "Maintenance & Support",
      text: "Updates, monitoring, backups and improvements that keep your site healthy after launch.",
    },
  ] satisfies TitledText[],
  stats: [
    { value: YEARS_OF_EXPERIENCE.conservative, label: "Years of experience" },
    { value: TRACK_RECORD.projects, label: "Projects delivered" },
    { value: TRACK_RECORD.satisfaction, label: "Client satisfaction" },
    { value: "24h", label: "Response time" },
  ] satisfies Stat[],
  closing: {
    title: "Ready to talk about your project?",
    text: "Share your goals and we'll reply within 24 hours with a clear recommendation, timeline and estimate.",
  },
};
