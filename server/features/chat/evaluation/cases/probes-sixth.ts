/**
 * Probes written after the fifth batch passed, by trying the assistant as a visitor would with questions no
 * batch held: a deadline named by an event, a service for the visitor's own site, a competitor's price, who
 * owns the code, questions in other languages. Each was a miss at first (0/12, scored on the assistant before this change) before the change that
 * answers it; they stay in the gated set (../questions.ts).
 */
import { type EvaluationCase, NO_CONFIRMATION, NO_DEAL, onLightPages, visitor } from "../case";

export const PROBE_SIXTH_CASES: EvaluationCase[] = [
  // An event named as the deadline is not a request for a deal.
  visitor(
    "need",
    "need to launch before black friday, about 4 weeks, online shop with 30 products",
    ["Basic E-commerce", "4-week deadline", "fits"],
    ["discount"],
  ),
  visitor("budget", "we need a membership site for our gym live in 2 weeks", ["Membership Portal", "tight scope"]),
  // A service for the site the visitor already has: not sold on its own; the audit is for that site.
  visitor("not-offered", "can you do just SEO for my existing site?", ["on its own", "/tools"], ["My suggestion"]),
  visitor(
    "not-offered",
    "can you add a booking system to my existing website?",
    ["on its own", "/tools"],
    ["Yes, we do"],
  ),
  visitor("pressure", "competitor does it for half, can you match?", ["price matching", "$"], NO_CONFIRMATION),
  visitor("pressure", "another agency quoted half your price", ["price matching"], NO_DEAL),
  visitor("facts", "who owns the code when it's done?", ["you own", "paid in full", "custom code"], ["React"]),
  visitor("facts", "do we get the source code at the end?", ["you own", "custom code"]),
  visitor("language", "Was kostet eine Webseite?", ["in English", "$3,500"]),
  visitor("language", "Quanto custa um site?", ["in English", "$3,500"]),
  onLightPages(visitor("language", "¿Cuánto cuesta una página web?", ["in English", "$4,000"], ["Foundation"])),
  // A business that introduces itself describes a need: a recommendation first, with its timeline.
  onLightPages(
    visitor("need", "we're a small law firm, what would a site cost us?", ["My suggestion", "Essential Presence"]),
  ),
  // A business named first, then what its clients need: a recommendation, not the add-on alone.
  onLightPages(
    visitor("need", "hair salon, clients need to book online", ["My suggestion", "Booking System", "$4,800"]),
  ),
];
