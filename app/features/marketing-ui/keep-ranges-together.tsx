/**
 * Renders text with its number ranges ("4-6", "30-60") unbreakable: a line may
 * not end at a range's hyphen ("4-" / "6 Business"). The text itself is
 * unchanged (same characters for readers, search and copy).
 */
export function KeepRangesTogether({ text }: { text: string }) {
  return text.split(/(\d+-\d+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={`${index}-${part}`} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
