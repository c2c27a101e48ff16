import { type KeyboardEvent, useRef, useState } from "react";

/**
 * Roving tab index for a group of toggle buttons: one Tab stop for the group,
 * arrow keys (and Home/End) move between items, as in the WAI-ARIA toolbar
 * pattern. Space and Enter toggle (native buttons).
 */
export function useRovingFocus(count: number) {
  const [active, setActive] = useState(0);
  const items = useRef<Array<HTMLElement | null>>([]);

  const move = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    items.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
    onKeyDown: (event: KeyboardEvent) => onKeyDown(event, index),
    onFocus: () => setActive(index),
  });
}
