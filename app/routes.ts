import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table, in the order of spec 000 §2. */
export default [
  index("routes/landing.tsx"),
  layout("routes/site-layout.tsx", [
    // Public marketing pages (issue: public site)
    // Pricing tools (issue: pricing tools)
    // Lead capture (issue: lead capture)
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
