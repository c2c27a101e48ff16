/**
 * Views that are not counted (docs/product/analytics.md § Counting): robots, crawlers, previews and headless or
 * scripted browsers by their user agent, and a visitor who asks not to be tracked with Global Privacy Control.
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|chrome-lighthouse|preview|monitor|uptime|curl\/|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|phantom|selenium|playwright|puppeteer|facebookexternalhit|embedly|whatsapp|telegram|discord|slack/i;

export function notCountedBecause(headers: { userAgent: string; secGpc: string | undefined }): string | undefined {
  if (headers.secGpc === "1") return "global privacy control";
  if (!headers.userAgent || headers.userAgent.length < 12) return "no browser";
  if (AUTOMATED.test(headers.userAgent)) return "automated";
  return undefined;
}
