/**
 * Layout concepts: a curated set, each suited to some project types and
 * styles. A concept scores 3 for the project type and 1 per matching style;
 * the three best are shown (a variation may swap the third for the fourth).
 */
import type { ProjectType, Style } from "#common/mood-board/options.ts";
import type { Random } from "./random.ts";

export interface LayoutConcept {
  name: string;
  description: string;
  features: string[];
  projectTypes: readonly ProjectType[];
  styles: readonly Style[];
}

export const LAYOUT_CONCEPTS: readonly LayoutConcept[] = [
  {
    name: "Menu-First Hospitality",
    description:
      "The food leads: a full-bleed dish hero, the menu one tap away and booking pinned where thumbs reach it.",
    features: [
      "Sticky Book a Table button",
      "Menu as scannable cards with dietary tags",
      "Opening hours and map above the fold on mobile",
      "Photo-led seasonal specials strip",
    ],
    projectTypes: ["Restaurant/Food"],
    styles: ["Playful", "Organic", "Bold", "Light Theme"],
  },
  {
    name: "Trust Architecture",
    description:
      "A calm, structured page that earns confidence before it asks for anything: credentials, proof and a clear route to contact.",
    features: [
      "Credentials and accreditation band",
      "Practice areas in a clean two-column grid",
      "Case results with plain-language outcomes",
      "Consultation form in the final third",
    ],
    projectTypes: ["Corporate Website", "Healthcare", "Real Estate", "Non-profit"],
    styles: ["Classic", "Subtle", "Minimalist", "Light Theme"],
  },
  {
    name: "Conversion Storefront",
    description:
      "Product first, friction last: merchandised collections, fast filters and a checkout path that never hides.",
    features: [
      "Collection hero with one primary offer",
      "Sticky filters and quick add to cart",
      "Social proof beside the price",
      "Slide-out cart with shipping threshold",
    ],
    projectTypes: ["E-commerce Store"],
    styles: ["Modern", "Bold", "Minimalist"],
  },
  {
    name: "Product-Led Narrative",
    description:
      "The product explains itself: a crisp value line, an interactive demo and pricing that answers objections in order.",
    features: [
      "Live product preview in the hero",
      "Feature tour in scroll-linked steps",
      "Transparent pricing table",
      "Integration logos and security notes",
    ],
    projectTypes: ["SaaS Platform", "Technology Startup"],
    styles: ["Modern", "Futuristic", "Minimalist", "Dark Theme"],
  },
  {
    name: "Bento Showcase Grid",
    description:
      "A modular grid of tiles in different sizes, each one a project, a number or a promise: dense but easy to scan.",
    features: [
      "Asymmetric bento tiles",
      "Hover reveals with project facts",
      "One oversized tile for the flagship work",
      "Tiles reflow to a single column on phones",
    ],
    projectTypes: ["Creative Agency", "Portfolio Site", "Technology Startup"],
    styles: ["Bold", "Modern", "Playful"],
  },
  {
    name: "Editorial Story Scroll",
    description:
      "Magazine pacing: large type, generous white space and sections that unfold the story one idea at a time.",
    features: [
      "Oversized serif headlines",
      "Pull quotes and captioned imagery",
      "Reading progress indicator",
      "Chapter-style anchor navigation",
    ],
    projectTypes: ["Portfolio Site", "Blog/Content Site", "Creative Agency", "Non-profit"],
    styles: ["Classic", "Minimalist", "Luxury", "Subtle"],
  },
  {
    name: "Immersive Dark Canvas",
    description:
      "A dark stage where light does the work: glowing accents, depth and motion used sparingly to guide the eye.",
    features: [
      "Deep background with luminous accent lines",
      "Scroll-revealed sections (reduced-motion safe)",
      "High-contrast call-to-action band",
      "Case studies as cinematic panels",
    ],
    projectTypes: ["Technology Startup", "Creative Agency", "SaaS Platform"],
    styles: ["Futuristic", "Dark Theme", "Luxury", "Bold"],
  },
  {
    name: "Listing Explorer",
    description: "Search and compare come first: a prominent search, filterable listings and rich detail pages.",
    features: [
      "Search bar in the hero",
      "Map and list side by side",
      "Saved favourites",
      "Detail pages with galleries and key facts",
    ],
    projectTypes: ["Real Estate", "E-commerce Store"],
    styles: ["Modern", "Minimalist", "Light Theme"],
  },
  {
    name: "Learning Pathways",
    description:
      "Visitors choose a path and always know where they are: programmes, progress and the next step spelled out.",
    features: [
      "Audience-based entry points",
      "Course or programme cards with outcomes",
      "Progress and step indicators",
      "FAQ and enrolment call to action",
    ],
    projectTypes: ["Education", "Healthcare", "Non-profit"],
    styles: ["Organic", "Subtle", "Light Theme", "Modern"],
  },
  {
    name: "Content Hub",
    description:
      "A publication built for returning readers: featured stories, clear categories and a newsletter that earns its place.",
    features: [
      "Featured story with category rails",
      "Reading time and author bylines",
      "Related reading at the end of every article",
      "Inline newsletter sign-up",
    ],
    projectTypes: ["Blog/Content Site", "Education"],
    styles: ["Minimalist", "Classic", "Subtle"],
  },
  {
    name: "Luxury Gallery",
    description: "Slow, confident and spacious: few elements, large imagery and refined type that signal exclusivity.",
    features: [
      "Full-screen imagery with restrained captions",
      "Thin-rule navigation",
      "Appointment or private viewing requests",
      "Muted palette with one precious accent",
    ],
    projectTypes: ["Real Estate", "E-commerce Store", "Restaurant/Food"],
    styles: ["Luxury", "Classic", "Minimalist", "Dark Theme"],
  },
  {
    name: "Industrial Spec Sheet",
    description:
      "Engineered and exact: specs, grids and numbers laid out like technical documentation, with nothing decorative.",
    features: [
      "Monospaced data tables",
      "Visible grid lines and section numbers",
      "Downloadable spec sheets",
      "Process timeline with measured outcomes",
    ],
    projectTypes: ["Corporate Website", "Technology Startup", "SaaS Platform"],
    styles: ["Industrial", "Minimalist", "Futuristic"],
  },
  {
    name: "Impact Storytelling",
    description: "People and results side by side: real stories, live numbers and one clear way to help.",
    features: [
      "Impact counters",
      "Story cards with portraits",
      "Donate or volunteer bar on every page",
      "Transparent reports section",
    ],
    projectTypes: ["Non-profit", "Healthcare", "Education"],
    styles: ["Organic", "Playful", "Subtle"],
  },
  {
    name: "Playful Block Party",
    description: "Colour blocks, rounded shapes and a little bounce: a friendly layout that invites people to explore.",
    features: [
      "Colour-blocked sections",
      "Rounded cards and sticker-style badges",
      "Micro-interactions on buttons (reduced-motion safe)",
      "Illustrated empty states and icons",
    ],
    projectTypes: ["Restaurant/Food", "Education", "Creative Agency", "E-commerce Store"],
    styles: ["Playful", "Bold", "Modern"],
  },
];

export function chooseLayouts(projectType: string, styles: readonly string[], random?: Random) {
  const ranked = LAYOUT_CONCEPTS.map((concept, index) => ({
    concept,
    index,
    value:
      ((concept.projectTypes as readonly string[]).includes(projectType) ? 3 : 0) +
      concept.styles.filter((style) => styles.includes(style)).length,
  })).sort((a, b) => b.value - a.value || a.index - b.index);
  const chosen = ranked.slice(0, 3);
  const fourth = ranked[3];
  if (random && fourth && chosen[2] && random() < 0.5) chosen[2] = fourth;
  return chosen.map(({ concept }) => ({
    name: concept.name,
    description: concept.description,
    features: [...concept.features],
  }));
}
