import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";

/** A native select (best on phones) with the face's chevron instead of the platform's. */
export function SelectControl({ className = "", ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select {...props} className={`${className} appearance-none pr-11`} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 opacity-70"
      />
    </div>
  );
}

/** A select's options when each choice's text is also its value, after an empty first option. */
export function ChoiceOptions({ placeholder, choices }: { placeholder: string; choices: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </>
  );
}
