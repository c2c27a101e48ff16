/**
 * The address parameters of /contact besides the pricing tools'
 * configuration (contact-configuration.ts): `service=analysis` turns on audit
 * mode (docs/product/lead-capture.md § Audit mode) and `website=` fills in the website field, so a visitor
 * the audit sends there need not type the address again. No imports: the
 * audit page links here without loading the contact form's options.
 */
export const CONTACT_SERVICE_PARAM = "service";
export const CONTACT_ANALYSIS_SERVICE = "analysis";
export const CONTACT_WEBSITE_PARAM = "website";
