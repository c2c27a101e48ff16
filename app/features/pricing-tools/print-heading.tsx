import { brand } from "#common/brand";
import { useOrigin } from "./use-shareable-path";

/** Printed quotes only: who issued it and the address that reopens it. */
export function PrintHeading({ kind, path }: { kind: string; path: string }) {
  const origin = useOrigin();
  return (
    <div className="hidden print:mb-6 print:block print:border-b print:pb-4">
      <p className="font-display text-2xl font-bold">{brand.name}</p>
      <p className="text-sm">
        {kind} · {brand.email}
      </p>
      {origin ? <p className="mt-1 text-xs break-all">Reopen this configuration: {`${origin}${path}`}</p> : null}
    </div>
  );
}
