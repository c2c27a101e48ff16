/**
 * The insights page (docs/product/public-site.md § Insights): DEVELOPMENT INSIGHTS with a
 * featured article and six static cards. Articles are teasers only: READ
 * MORE does nothing visible, and the newsletter box makes no call.
 */
export interface Article {
  id: string;
  category: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date, shown in en-US. */
  date: string;
  readTime: string;
}

export const blogIntro = {
  eyebrow: "Blog",
  title: "DEVELOPMENT INSIGHTS",
  lead: "Practical advice on web design, performance, search and conversion — written by the people who build our clients' websites.",
};

const AUTHOR = "Daniel Reyes";

export const FEATURED_ARTICLE: Article = {
  id: "website-speed-revenue",
  category: "Performance",
  title: "Why every second of load time costs you customers — and how to win them back",
  excerpt:
    "Slow pages quietly lose visitors before they read a word. We walk through the Core Web Vitals that matter, the usual culprits behind a sluggish site, and the fixes that make the biggest difference for the least effort.",
  author: AUTHOR,
  date: "2025-07-08",
  readTime: "9 min read",
};

export const ARTICLES: readonly Article[] = [
  {
    id: "templates-vs-custom",
    category: "Strategy",
    title: "Templates vs. custom code: what you really pay for",
    excerpt: "A theme looks cheap until you count the plugins, the workarounds and the redesign two years later.",
    author: AUTHOR,
    date: "2025-06-30",
    readTime: "6 min read",
  },
  {
    id: "landing-page-anatomy",
    category: "Conversion",
    title: "The anatomy of a landing page that converts",
    excerpt: "One goal, one audience, one clear action: the seven sections every high-converting page needs.",
    author: AUTHOR,
    date: "2025-06-18",
    readTime: "7 min read",
  },
  {
    id: "technical-seo-checklist",
    category: "SEO",
    title: "A technical SEO checklist for your next launch",
    excerpt:
      "Titles, canonicals, structured data, sitemaps and redirects — the details that decide whether you're found.",
    author: AUTHOR,
    date: "2025-06-04",
    readTime: "8 min read",
  },
  {
    id: "accessibility-is-growth",
    category: "Accessibility",
    title: "Accessibility is a growth strategy, not a checkbox",
    excerpt: "Accessible sites reach more people, rank better and convert more. Here's where to start.",
    author: AUTHOR,
    date: "2025-05-21",
    readTime: "5 min read",
  },
  {
    id: "ai-chat-assistants",
    category: "AI",
    title: "Do AI chat assistants actually help small businesses?",
    excerpt: "When an assistant answers questions and books calls around the clock — and when it just gets in the way.",
    author: AUTHOR,
    date: "2025-05-07",
    readTime: "6 min read",
  },
  {
    id: "redesign-without-losing-rankings",
    category: "Development",
    title: "How to redesign your website without losing your rankings",
    excerpt: "Content inventories, redirect maps and launch-day checks that protect the traffic you've already earned.",
    author: AUTHOR,
    date: "2025-04-23",
    readTime: "7 min read",
  },
];

export const newsletter = {
  title: "Get new insights in your inbox",
  text: "One practical article a month on design, performance and growth. No spam, unsubscribe any time.",
};

export const blogCta = {
  title: "Want advice specific to your website?",
  text: "Book a free consultation and we'll review your site and goals with you, one to one.",
};
