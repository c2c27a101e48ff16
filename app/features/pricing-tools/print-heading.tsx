import { brand } from "../../../common/brand";

/** Printed quotes only: who issued it and the address that reopens it. */
export function PrintHeading({ kind, address }: { kind: string; address: string }) {
  return (
    <div className="hidden print:mb-6 print:block print:border-b print:pb-4">
      <p className="font-display text-2xl font-bold">{brand.name}</p>
      <p className="text-sm">
        {kind} · {brand.email}
      </p>
      {address ? <p className="mt-1 text-xs break-all">Reopen this configuration: {address}</p> : null}
    </div>
  );
}
