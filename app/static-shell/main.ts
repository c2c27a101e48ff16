/**
 * The script of a static page (docs/decisions/038-content-pages-without-the-framework.md): the content pages
 * are served as their prerendered HTML without React or the router; this gives their shell its behaviours
 * (the parts that follow the scroll, the mobile menu, the side rail, the background, the chat launcher) and
 * counts the view. It loads after the HTML is parsed (a module script), imports no framework, and sets
 * `data-hydrated` on <html> once every part is wired, as a hydrated page does.
 */
import { startBackground } from "#app/components/layout/network-start";
import { sendPageView } from "#app/features/analytics/send-page-view";
import { startNewsletterBoxes } from "#app/features/blog/newsletter-box";
import { startChatLauncher } from "./chat-launcher";
import { startMobileMenu } from "./mobile-menu";
import { startScrollParts } from "./scroll-parts";
import { announceShellWired, pageHasIsland } from "./shell-wired";
import { startSideRail } from "./side-rail";

startScrollParts();
startMobileMenu();
startSideRail();
startChatLauncher();
const backdrop = document.querySelector<HTMLElement>(".network-backdrop");
if (backdrop) {
  startBackground(backdrop, {
    intensity:
      backdrop.dataset.intensity === "enhanced" || backdrop.dataset.intensity === "subtle"
        ? backdrop.dataset.intensity
        : "normal",
    tone: backdrop.dataset.tone === "light" ? "light" : "dark",
  });
}
startNewsletterBoxes();
sendPageView({ firstOfLoad: true });
// A page restored from the back-forward cache is a view too; its scripts do not run again.
window.addEventListener("pageshow", (event) => {
  if (event.persisted) sendPageView({ firstOfLoad: false });
});
// A page with an island is marked by the island once both are ready (app/islands/start-island.tsx).
announceShellWired();
if (!pageHasIsland()) document.documentElement.setAttribute("data-hydrated", "");
