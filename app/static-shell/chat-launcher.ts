import { drawState, LAUNCHER_OPEN } from "#app/components/layout/shell-states";
import { LAUNCHER_CLOSE_PATH, LAUNCHER_NAME_CLOSED, LAUNCHER_NAME_OPEN } from "#app/features/chat/launcher-parts";
import { keepChatOpenOnNextPage, takeChatOpenFromLastPage } from "#app/features/chat/open-across-pages";
import { variantOf } from "#app/lib/variant-path";

const loadIsland = () => import("#app/features/chat/chat-island");

/**
 * The chat launcher of a static page (docs/product/chat-assistant.md § Launcher): the server drew the button
 * (app/features/chat/chat-launcher.tsx); React and the panel load on the visitor's first reach for it (the
 * pointer or focus on it starts the download, the tap opens). The conversation is the chat store's, kept in
 * the tab's session storage, so it is the same on every page; a link followed while the panel is open opens
 * it again on the next page.
 */
export function startChatLauncher(): void {
  const launcher = document.querySelector<HTMLButtonElement>("[data-chat-launcher]");
  if (!launcher) return;
  const icon = launcher.querySelector("svg");
  const closedIcon = icon?.innerHTML ?? "";
  const face = variantOf(location.pathname, new URLSearchParams(location.search));
  let panel: Promise<{ show(open: boolean): void }> | undefined;
  let open = false;

  const mount = () => {
    panel ??= loadIsland().then(({ mountChatPanel }) => {
      const container = document.createElement("div");
      launcher.before(container);
      return mountChatPanel(container, { face, onClose: () => setOpen(false, { refocus: true }) });
    });
    return panel;
  };

  const setOpen = (next: boolean, { refocus = false } = {}) => {
    open = next;
    launcher.setAttribute("aria-expanded", String(open));
    launcher.setAttribute("aria-label", open ? LAUNCHER_NAME_OPEN : LAUNCHER_NAME_CLOSED);
    drawState(launcher, open, LAUNCHER_OPEN, "");
    if (icon) {
      icon.innerHTML = open
        ? `<path d="${LAUNCHER_CLOSE_PATH}" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"></path>`
        : closedIcon;
    }
    void mount().then((island) => {
      island.show(open);
      if (!open && refocus) launcher.focus();
    });
  };

  launcher.addEventListener("pointerenter", () => void loadIsland());
  launcher.addEventListener("focus", () => void loadIsland());
  launcher.addEventListener("click", () => setOpen(!open));
  // A link followed with the panel open: the next page opens it again.
  document.addEventListener("click", (event) => {
    if (!open || event.defaultPrevented) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (link instanceof HTMLAnchorElement && link.origin === location.origin && !link.target) keepChatOpenOnNextPage();
  });
  if (takeChatOpenFromLastPage()) setOpen(true);
}
