import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table, in the order of docs/product/public-site.md § Route table. */
export default [
  index("routes/landing.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("newsletter", "routes/newsletter.ts"),
  route("blog/feed.xml", "routes/blog.feed[.]xml.ts"),
  layout("routes/site-layout.tsx", [
    // Public marketing pages (docs/product/public-site.md § Content pages)
    route("home", "routes/home.tsx"),
    route("conservative", "routes/conservative.tsx"),
    route("about", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("packages", "routes/packages.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("portfolio/:project", "routes/portfolio-project.tsx"),
    route("process", "routes/process.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    // Pricing tools (docs/product/pricing.md)
    route("customize-package", "routes/customize-package.tsx"),
    route("custom-quote", "routes/custom-quote.tsx"),
    // Lead capture (docs/product/lead-capture.md)
    route("contact", "routes/contact.tsx"),
    route("client-intake", "routes/client-intake.tsx"),
    route("reserve-slot", "routes/reserve-slot.tsx"),
    route("book-consultation", "routes/book-consultation.tsx"),
    // Audit
    route("tools", "routes/tools.tsx"),
    route("audit-report/:token", "routes/audit-report.tsx"),
    // Mood board
    route("mood-board", "routes/mood-board.tsx"),
    route("mood-board/:shareId", "routes/mood-board-shared.tsx"),
    // Client area
    route("onboarding", "routes/onboarding.tsx"),
    route("client-portal", "routes/client-portal.tsx"),
    route("resources", "routes/resources.tsx"),
    route("portal/login", "routes/portal-login.tsx"),
    route("portal/set-password", "routes/portal-set-password.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Admin area (docs/product/admin-console.md): its own chrome, outside the public shell, never prerendered.
  layout("routes/admin-layout.tsx", [
    route("admin/login", "routes/admin-login.tsx"),
    route("admin/accept-invitation", "routes/admin-accept-invitation.tsx"),
    route("admin/users", "routes/admin-users.tsx"),
    route("admin", "routes/admin.tsx"),
    route("admin/dashboard", "routes/admin-dashboard.tsx"),
    route("admin/clients", "routes/admin-clients.tsx"),
    route("admin/clients/:clientId", "routes/admin-client.tsx"),
    route("admin/leads/:kind/:id", "routes/admin-lead.tsx"),
    route("admin/mood-boards/:id", "routes/admin-mood-board.tsx"),
    route("admin/privacy", "routes/admin-privacy.tsx"),
    route("admin/emails", "routes/admin-emails.tsx"),
    route("admin/newsletter", "routes/admin-newsletter.tsx"),
    route("admin/analytics", "routes/admin-analytics.tsx"),
  ]),
] satisfies RouteConfig;
