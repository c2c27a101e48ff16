import type { LucideIcon } from "lucide-react";
import { BriefcaseBusiness, House, Layers, Mail, MessageSquareQuote, UserRound, Workflow } from "lucide-react";

/** A navigation entry: href, label, icon (docs/product/public-site.md § Side navigation). */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The seven entries of the shared shell, in order (docs/product/public-site.md § Side navigation). */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/home", label: "Home", icon: House },
  { href: "/portfolio", label: "Portfolio", icon: BriefcaseBusiness },
  { href: "/services", label: "Services", icon: Layers },
  { href: "/process", label: "Process", icon: Workflow },
  { href: "/testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { href: "/about", label: "About", icon: UserRound },
  { href: "/contact", label: "Contact", icon: Mail },
];

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterColumn {
  title: "Services" | "Company" | "Support" | "Connect";
  links: readonly FooterLink[];
}

/**
 * Footer columns (docs/product/public-site.md § Footer). The labels Free Audit, Book
 * Call, Start Project and Client Portal are the route table's own.
 * The Email Us mailto link is added to Connect by the footer itself.
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Services",
    links: [
      { href: "/services", label: "Services & Pricing" },
      // Without a package the customizer offers the face's packages to choose from.
      { href: "/customize-package", label: "Customize Package" },
      { href: "/custom-quote", label: "Custom Quote" },
      { href: "/mood-board", label: "Mood Board" },
      { href: "/reserve-slot", label: "Reserve a Slot" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/portfolio", label: "Portfolio" },
      { href: "/process", label: "Process" },
      { href: "/testimonials", label: "Testimonials" },
      { href: "/blog", label: "Insights" },
    ],
  },
  {
    title: "Support",
    links: [
      { href: "/tools", label: "Free Audit" },
      { href: "/book-consultation", label: "Book Call" },
      { href: "/resources", label: "Resources" },
      { href: "/portal/login", label: "Client Portal" },
    ],
  },
  {
    title: "Connect",
    links: [
      { href: "/contact", label: "Contact" },
      { href: "/client-intake", label: "Start Project" },
    ],
  },
];
