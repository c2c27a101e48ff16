import { createRoot } from "react-dom/client";
import type { Face } from "#common/face";
import ChatPanel from "./chat-panel";

/**
 * The chat panel where React is not running (a static page: docs/decisions/038-content-pages-without-the-framework.md):
 * loaded on the visitor's first reach for the launcher, it renders the same panel into `container`, its
 * reply buttons as plain links. The launcher (app/static-shell/chat-launcher.ts) says when it is open.
 */
export function mountChatPanel(
  container: HTMLElement,
  { face, onClose }: { face: Face; onClose: () => void },
): { show(open: boolean): void } {
  const root = createRoot(container);
  return { show: (open) => root.render(<ChatPanel open={open} onClose={onClose} face={face} />) };
}
