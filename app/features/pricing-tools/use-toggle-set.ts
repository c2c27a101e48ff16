import { useState } from "react";

/** The add-ons chosen on a pricing page: a click adds an id that is not chosen and removes one that is. */
export function useToggleSet<Id extends string>(initial: readonly Id[]) {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set(initial));
  const toggle = (id: Id) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  return [selected, toggle] as const;
}
