/** The launcher's names and close icon, for the React launcher and the static pages' one alike. React-free. */

// The name starts with the badge's visible text, so voice users can say what they see (WCAG 2.5.3).
export const LAUNCHER_NAME_CLOSED = "AI • 24/7: open chat with Melie, our assistant";
export const LAUNCHER_NAME_OPEN = "Close chat with Melie";
/** The launcher's icon while the panel is open: a cross. */
export const LAUNCHER_CLOSE_PATH = "M6 6l12 12M18 6 6 18";
