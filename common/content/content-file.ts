/**
 * A content file the agency edits (docs/product/content.md): Markdown with its fields first, between two `---`
 * lines, one `name: value` per line. A file that breaks its schema stops the build with an error naming the file
 * and the field.
 */
import type { z } from "zod";

export class ContentFileError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field}: ${problem}`);
    this.name = "ContentFileError";
  }
}

const FIELD_LINE = /^([a-zA-Z][\w-]*):\s*(.*)$/;

/** `"a value"` and `'a value'` are the words inside their quotes; `true` and `false` are yes and no. */
function fieldValue(raw: string): string | boolean {
  const quoted = /^"(.*)"$|^'(.*)'$/.exec(raw);
  if (quoted) return quoted[1] ?? quoted[2] ?? "";
  if (raw === "true" || raw === "false") return raw === "true";
  return raw;
}

export function readContentFile<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): { fields: z.output<Schema>; body: string } {
  const lines = text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split("\n");
  const end = lines.indexOf("---", 1);
  if (lines[0] !== "---" || end < 0) {
    throw new ContentFileError(file, "front matter", "the file must start with its fields between two --- lines");
  }
  const raw: Record<string, string | boolean> = {};
  for (const line of lines.slice(1, end)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const match = FIELD_LINE.exec(line);
    if (!match) throw new ContentFileError(file, "front matter", `"${line}" is not a "name: value" line`);
    const [, name = "", value = ""] = match;
    if (name in raw) throw new ContentFileError(file, name, "is given twice");
    raw[name] = fieldValue(value.trim());
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ContentFileError(file, first?.path.join(".") || "front matter", first?.message ?? "is not valid");
  }
  return { fields: parsed.data, body: lines.slice(end + 1).join("\n") };
}

/**
 * Files read by Vite's `import.meta.glob` in app/content/ (keys like `./blog/x.md`), keyed by their path from the
 * repository's root, as a broken file's error names them.
 */
export function contentFilesByPath(globbed: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(globbed).map(([relative, text]) => [`app/content/${relative.slice(2)}`, text]),
  );
}
