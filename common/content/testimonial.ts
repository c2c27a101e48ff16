/**
 * A client's testimonial (docs/product/content.md § Testimonials): one Markdown file in app/content/testimonials/,
 * the client's words as its text, and the project it is about, whose record gives the results it is shown with.
 */
import { z } from "zod";
import { ContentFileError, readContentFile } from "./content-file";
import { inlineText, readMarkdown } from "./markdown";

export const testimonialFields = z.strictObject({
  name: z.string().trim().min(2, "names the client"),
  role: z.string().trim().min(2, "gives the client's role"),
  company: z.string().trim().min(2, "names the client's company"),
  rating: z
    .string()
    .regex(/^[1-5]$/, "must be a whole number of stars from 1 to 5")
    .transform(Number),
  /** The id of the project it is about: the name of its file in app/content/projects/. */
  project: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a project's id, like harbor-dental"),
  /** A published review: shown on the Testimonials page and counted in its rating. */
  review: z.boolean().optional(),
});

export interface Testimonial extends z.output<typeof testimonialFields> {
  id: string;
  /** The client's words. */
  text: string;
}

export function readTestimonial(file: string, text: string): Testimonial {
  const id = (file.split("/").pop() ?? "").replace(/\.md$/, "");
  const { fields, body } = readContentFile(file, text, testimonialFields);
  const words = readMarkdown(body)
    .flatMap((block) => (block.kind === "paragraph" || block.kind === "quote" ? [inlineText(block.inlines)] : []))
    .join(" ");
  if (words.length < 40) throw new ContentFileError(file, "body", "needs the client's words (40 characters or more)");
  return { ...fields, id, text: words };
}
