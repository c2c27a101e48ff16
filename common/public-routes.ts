/**
 * The public pages that need no per-request data: prerendered at build time
 * and listed in sitemap.xml. Later features add their paths here.
 */
export const PRERENDERED_PATHS: string[] = ["/"];
