/**
 * The case study of each portfolio project (docs/product/public-site.md § Case studies): the client's
 * problem, what was built, the project's own results and its timeline. The results are sample figures of
 * sample projects, and every page says so; no two projects share their figures.
 */
import type { PackageId } from "#common/catalog";
import type { PortfolioProjectId } from "#common/content/portfolio-projects";

export interface CaseStudy {
  title: string;
  category: string;
  /** One sentence: the page's lead and its meta description. */
  summary: string;
  /** Shown in the address bar of the browser window around the screenshot. */
  displayUrl: string;
  problem: string;
  built: string[];
  results: Array<{ value: string; label: string }>;
  /** Kickoff to launch, and its phases in order. */
  timeline: string;
  phases: Array<{ weeks: string; phase: string }>;
  /** The catalog package the project started from, where it did. */
  packageId?: PackageId;
  technologies: string[];
}

export const CASE_STUDIES: Record<PortfolioProjectId, CaseStudy> = {
  "meridian-studio": {
    title: "Meridian Studio",
    category: "Agency website",
    summary:
      "Our own studio website: a prerendered marketing site with pricing tools, a free audit and an assistant, built to show what we build.",
    displayUrl: "meridianstudio.dev",
    problem:
      "An agency is judged by its own site. Ours had to answer the questions a prospective client asks before the first call — what does it cost, how long does it take, is my site any good — without a form, a wait or a sales call.",
    built: [
      "Prerendered pages that open in well under a second on a mid-range phone",
      "A package customizer and a quote builder that price a project live",
      "A free website audit that runs Lighthouse on the visitor's own site",
      "Melie, an assistant that answers from the price list, never beyond it",
      "An admin console where every lead, booking and audit lands",
    ],
    results: [
      { value: "0.9 s", label: "Largest paint on a phone" },
      { value: "0.00", label: "Layout shift" },
      { value: "3 in 5", label: "Leads that priced their project first" },
    ],
    timeline: "6 weeks",
    phases: [
      { weeks: "Week 1", phase: "Discovery and content plan" },
      { weeks: "Weeks 2-3", phase: "Design system and pages" },
      { weeks: "Weeks 3-5", phase: "Pricing tools, audit and assistant" },
      { weeks: "Week 6", phase: "Speed budgets, testing and launch" },
    ],
    technologies: ["React", "React Router", "TypeScript", "Tailwind CSS", "Hono", "PostgreSQL"],
  },
  "keystone-buildworks": {
    title: "Keystone Buildworks",
    category: "Digital platform",
    summary:
      "A client-facing website and project platform for a commercial builder: bids, schedules, site photos and change orders in one place.",
    displayUrl: "keystone-buildworks.com",
    problem:
      "Bids arrived by email, schedules lived in spreadsheets and clients learned about delays from phone calls. Site managers spent their evenings copying photos and updates between systems.",
    built: [
      "Project dashboards for owners and site managers, updated from the field",
      "Online bid requests with drawings and file uploads",
      "Schedules with milestones and progress anyone on the project can read",
      "Change orders approved and signed online",
      "A mobile-first crew view for photos and daily logs",
    ],
    results: [
      { value: "11 h", label: "Admin saved per site manager each week" },
      { value: "2x", label: "Bid requests through the website" },
      { value: "4 days", label: "Faster change-order sign-off" },
    ],
    timeline: "9 weeks",
    phases: [
      { weeks: "Weeks 1-2", phase: "Workshops with owners and crews" },
      { weeks: "Weeks 3-4", phase: "Dashboard and bid flow design" },
      { weeks: "Weeks 5-8", phase: "Platform build and data migration" },
      { weeks: "Week 9", phase: "Pilot on two sites, then launch" },
    ],
    packageId: "enterprise",
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS"],
  },
  "harbor-dental": {
    title: "Harbor Dental Studio",
    category: "Healthcare",
    summary: "A calm, accessible practice website with online appointment requests and treatment guides.",
    displayUrl: "harbordental.studio",
    problem:
      "New patients could only book by phone during opening hours, and the old site answered none of the questions nervous patients ask before a first visit.",
    built: [
      "An appointment request card on every page, answered within a working day",
      "Treatment guides: what to expect, how long it takes and what it costs",
      "Accessible typography and contrast for every age",
      "A new-patient page with forms to fill in before the visit",
    ],
    results: [
      { value: "+48%", label: "Appointment requests" },
      { value: "31%", label: "Requests made outside opening hours" },
      { value: "-40%", label: "Phone calls about prices" },
    ],
    timeline: "3 weeks",
    phases: [
      { weeks: "Week 1", phase: "Content interviews and design" },
      { weeks: "Week 2", phase: "Build and booking request flow" },
      { weeks: "Week 3", phase: "Review rounds and launch" },
    ],
    packageId: "essential",
    technologies: ["React", "Tailwind CSS", "Headless CMS"],
  },
  "northline-outfitters": {
    title: "Northline Outfitters",
    category: "E-commerce",
    summary: "An outdoor-gear storefront with fast filtering, size guides and a one-page checkout.",
    displayUrl: "northline-outfitters.com",
    problem:
      "A slow theme store lost shoppers on phones: filters reloaded the page, sizes were a guess and checkout took four steps.",
    built: [
      "Instant filters by activity, weather rating and price",
      "A size guide on every product, from the brand's own fit data",
      "A one-page checkout with saved addresses",
      "A product catalog the team edits without a developer",
    ],
    results: [
      { value: "+56%", label: "Conversion on phones" },
      { value: "-23%", label: "Abandoned carts" },
      { value: "-18%", label: "Returns for the wrong size" },
    ],
    timeline: "8 weeks",
    phases: [
      { weeks: "Weeks 1-2", phase: "Catalog audit and checkout design" },
      { weeks: "Weeks 3-6", phase: "Store build, payments and inventory" },
      { weeks: "Week 7", phase: "Product import and load testing" },
      { weeks: "Week 8", phase: "Launch and first-sale support" },
    ],
    packageId: "enterprise",
    technologies: ["React", "Stripe", "PostgreSQL"],
  },
  "brightpath-learning": {
    title: "BrightPath Learning",
    category: "Education",
    summary: "A course catalog and enrollment site for a tutoring network, with a parent portal.",
    displayUrl: "brightpath.school",
    problem:
      "Parents enrolled through a chain of emails and paid by bank transfer, and had no way to see how their child was doing between lessons.",
    built: [
      "A course catalog by subject and grade with live enrollment",
      "A parent portal with progress and the next lesson",
      "Online payment per lesson or per term",
      "Tutor profiles with subjects and availability",
    ],
    results: [
      { value: "+39%", label: "Enrollments per term" },
      { value: "72%", label: "Parents who log in every week" },
      { value: "5 min", label: "To enroll, from 2 days of emails" },
    ],
    timeline: "6 weeks",
    phases: [
      { weeks: "Week 1", phase: "Parent and tutor interviews" },
      { weeks: "Weeks 2-3", phase: "Catalog and portal design" },
      { weeks: "Weeks 4-5", phase: "Build, payments and accounts" },
      { weeks: "Week 6", phase: "Term-start launch" },
    ],
    packageId: "business",
    technologies: ["React", "Node.js", "PostgreSQL"],
  },
  ledgerly: {
    title: "Ledgerly Accounting",
    category: "Professional services",
    summary: "A trust-building firm website with service pages, resources and a secure document request form.",
    displayUrl: "ledgerly.com",
    problem:
      "Clients emailed tax documents as attachments, and the firm's site looked older than its forty years of good work.",
    built: [
      "Service pages for each kind of client, with fixed monthly fees",
      "A secure document upload, straight to the client's accountant",
      "A resource library of tax deadlines and checklists",
      "Consultation booking from every service page",
    ],
    results: [
      { value: "+44%", label: "Consultation requests" },
      { value: "0", label: "Tax documents sent by email this season" },
      { value: "2.4x", label: "Time spent on resource pages" },
    ],
    timeline: "4 weeks",
    phases: [
      { weeks: "Week 1", phase: "Positioning and page plan" },
      { weeks: "Week 2", phase: "Design and copy" },
      { weeks: "Week 3", phase: "Build and secure upload" },
      { weeks: "Week 4", phase: "Review rounds and launch" },
    ],
    packageId: "business",
    technologies: ["React", "TypeScript", "Headless CMS"],
  },
  "casa-verde": {
    title: "Casa Verde Kitchen",
    category: "Restaurant",
    summary: "A mouth-watering menu site with table reservations, events and catering inquiries.",
    displayUrl: "casaverde.kitchen",
    problem:
      "The menu was a PDF, reservations came by phone during service, and catering inquiries got lost in a shared inbox.",
    built: [
      "A seasonal menu the kitchen updates from a phone",
      "Table reservations with times that are really free",
      "An events calendar and private-dining page",
      "A catering inquiry form that reaches the right person",
    ],
    results: [
      { value: "+51%", label: "Online reservations" },
      { value: "-60%", label: "Phone calls during service" },
      { value: "+27%", label: "Catering inquiries" },
    ],
    timeline: "3 weeks",
    phases: [
      { weeks: "Week 1", phase: "Photography brief and design" },
      { weeks: "Week 2", phase: "Menu, reservations and events" },
      { weeks: "Week 3", phase: "Review with the kitchen and launch" },
    ],
    packageId: "essential",
    technologies: ["React", "Tailwind CSS", "Booking integration"],
  },
  "atlas-logistics": {
    title: "Atlas Freight Logistics",
    category: "Logistics",
    summary: "A quote-request platform with shipment tracking and a customer dashboard for a regional carrier.",
    displayUrl: "atlasfreight.com",
    problem:
      "Quotes took a day by email, customers called dispatch to ask where their freight was, and sales had no view of who was shipping what.",
    built: [
      "A quote request that prices a lane in under a minute",
      "Live tracking of every shipment on a map",
      "A customer dashboard with documents and invoices",
      "A sales view of every customer's lanes and volumes",
    ],
    results: [
      { value: "60 s", label: "To a quote, from a day" },
      { value: "-45%", label: "“Where is my freight?” calls" },
      { value: "+63%", label: "Quote requests" },
    ],
    timeline: "10 weeks",
    phases: [
      { weeks: "Weeks 1-2", phase: "Dispatch and sales workshops" },
      { weeks: "Weeks 3-4", phase: "Quote and tracking design" },
      { weeks: "Weeks 5-9", phase: "Platform build and carrier data links" },
      { weeks: "Week 10", phase: "Launch with the first customers" },
    ],
    packageId: "enterprise",
    technologies: ["React", "Node.js", "PostgreSQL", "Maps API"],
  },
};
