/**
 * The newsletter box (docs/product/public-site.md § Newsletter): one address, the spam trap and the form token
 * of every form, and the page it was on. The answer is the same whatever the address's state, so it never
 * tells whether an address was already subscribed.
 */
import { z } from "zod";
import { formTokenSchema } from "../forms/form-token";
import { honeypotSchema } from "../forms/honeypot";
import { NEWSLETTER_MESSAGES } from "./newsletter-options";

export * from "./newsletter-options";

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.email })
    .trim()
    .max(254, { error: NEWSLETTER_MESSAGES.email })
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.email })),
  companyFax: honeypotSchema,
  formToken: formTokenSchema,
  /** The page the box was on, a path of this site. */
  sourcePath: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9/_-]*$/i)
    .nullish()
    .catch(undefined),
});

export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;
