import { START_PROJECT } from "#app/components/layout/start-project";
import { brand } from "#common/brand";
import { PROMISES, PUBLISHED_REVIEWS, TRACK_RECORD, WARRANTY_DAYS } from "#common/company/facts";
import { HEADLINE_RESULTS } from "./projects";

/**
 * Copy of the home page and the agency home variant (docs/product/public-site.md § Home, § Agency home).
 * Figures and claims are the stated ones (docs/product/public-site.md § Stated claims).
 */

export interface HomeLink {
  label: string;
  href: string;
}

export const HOME = {
  hero: {
    eyebrow: brand.taglines.category,
    titleLead: "A website that works.",
    titleAccent: "Fast, stunning, and built to convert.",
    lead: brand.taglines.craft,
    body: "We design and engineer custom websites and digital platforms for businesses and entrepreneurs who need their site to bring in customers, not just look good.",
    primary: START_PROJECT,
    secondary: { label: "View Our Work", href: "/portfolio" },
    /** Results from past projects, each read from its project's record (app/content/projects.ts). */
    results: HEADLINE_RESULTS.map(({ value, label, project }) => ({
      value,
      label,
      detail: project.subtitle ? `${project.title}: ${project.subtitle.toLowerCase()}` : project.title,
    })),
  },
  services: {
    eyebrow: "What We Do",
    title: "Three ways we grow your business online",
    intro:
      "Every engagement is designed, written and coded by the people you talk to. No page builders, no themes bought off a marketplace.",
    items: [
      {
        title: "Custom Websites",
        description:
          "Marketing sites designed around your customers and engineered for speed, search and conversion from the first line of code.",
        points: ["Bespoke design, no templates", "Mobile-first and accessible", "SEO and analytics built in"],
      },
      {
        title: "Digital Platforms",
        description:
          "Booking systems, client portals, e-commerce and internal tools that replace spreadsheets and manual work with software that fits.",
        points: ["E-commerce and memberships", "Integrations with your CRM", "Secure accounts and dashboards"],
      },
      {
        title: "Ongoing Support",
        description:
          "After launch we keep your site fast, secure and current, and we keep improving it with you based on real visitor data.",
        points: ["Monitoring and updates", "Content and feature changes", "Monthly performance reviews"],
      },
    ],
  },
  why: {
    eyebrow: `Why Choose ${brand.shortName}`,
    title: "Handcrafted work, measured by results",
    intro:
      "A small senior team means you work directly with the people designing and building your site, from the first call to launch day and beyond.",
    reasons: [
      {
        title: "Handcrafted code",
        description: "Every page is written for your business, so it loads fast and does exactly what you need.",
      },
      {
        title: "Built to convert",
        description: "Clear messaging, proven layouts and focused calls to action turn visitors into inquiries.",
      },
      {
        title: "Fast and findable",
        description: "Performance scores in the high 90s and technical SEO baked in, not bolted on.",
      },
      {
        title: "A reply within 24 hours",
        description: "Straight answers from the team doing the work, with a clear plan and a fixed scope.",
      },
    ],
    action: { label: "Learn More About Us", href: "/about" },
  },
  closing: {
    title: "Ready to transform your digital presence?",
    body: "Tell us about your business and your goals. We reply within 24 hours with honest advice and a clear next step.",
    primary: START_PROJECT,
    secondary: { label: "Free Consultation", href: "/book-consultation" },
  },
} as const;

export const AGENCY_HOME = {
  hero: {
    eyebrow: brand.taglines.category,
    title: brand.taglines.promise,
    lead: brand.taglines.pitch,
    body: "We plan, design and build custom websites that earn trust, rank well and turn visitors into clients, then stay on hand to keep them performing.",
    primary: START_PROJECT,
    secondary: { label: "View Our Work", href: "/portfolio" },
    /** Promises the agency states (docs/product/public-site.md § Stated claims). */
    promisesTitle: "Working with us",
    promises: [
      {
        title: `Proposal within ${PROMISES.proposalHoursAfterConsultation} hours`,
        detail: "A written plan and fixed price after your consultation.",
      },
      {
        title: `Kickoff within ${PROMISES.kickoffHoursAfterSlotConfirmation} hours`,
        detail: "Work starts within two days of confirming your project slot.",
      },
      { title: `${WARRANTY_DAYS}-day warranty`, detail: "Anything that is not right after launch, we fix at no cost." },
    ],
  },
  trackRecord: {
    title: "A track record you can check",
    stats: [
      { value: TRACK_RECORD.projects, label: "Projects delivered" },
      { value: TRACK_RECORD.satisfaction, label: "Client satisfaction" },
      { value: "24h", label: "Response time" },
      { value: PUBLISHED_REVIEWS.average, label: `Client rating, ${PUBLISHED_REVIEWS.count} review` },
    ],
  },
  capabilities: {
    eyebrow: "Capabilities",
    title: "Everything your website needs, under one roof",
    intro: "One team covers strategy, design, development and care, so nothing falls between agencies.",
    items: [
      {
        title: "Custom Web Design",
        description: "Distinctive, on-brand layouts designed around how your customers decide.",
        level: 98,
      },
      {
        title: "Responsive Development",
        description: "Clean, standards-based code that works on every screen from 320 px up.",
        level: 97,
      },
      {
        title: "Performance Optimization",
        description: "Fast first loads and smooth interactions that search engines reward.",
        level: 96,
      },
      {
        title: "Search Engine Optimization",
        description: "Technical SEO, structured data and content structure that help you get found.",
        level: 92,
      },
      {
        title: "E-commerce Solutions",
        description: "Online stores, bookings and subscriptions with secure, simple checkouts.",
        level: 90,
      },
      {
        title: "Ongoing Support",
        description: "Updates, monitoring and improvements after launch, with a 24-hour response.",
        level: 95,
      },
    ],
  },
  closing: {
    title: "Let's build a website that works as hard as you do",
    body: "Share your goals and we will come back within 24 hours with a plan, or start with a free audit of the site you have today.",
    primary: { label: "Get Started Today", href: "/contact" },
    secondary: { label: "Free Website Audit", href: "/tools" },
  },
} as const;
