import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.RATE_LIMIT_FACTOR).toBe(1);
    expect(config.RATE_LIMIT_IPV6_PREFIX).toBe(64);
    expect(config.TRUST_PROXY).toEqual({ kind: "off" });
    expect(config.AUDIT_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(config.siteUrl).toBe("http://localhost:3000");
  });

  it("reads every documented variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://u:p@db:5432/agency",
      SMTP_URL: "smtp://mail:25",
      NOTIFY_EMAIL: "team@example.com",
      PUBLIC_SITE_URL: "https://www.example.com/",
      RATE_LIMIT_FACTOR: "100",
      RATE_LIMIT_IPV6_PREFIX: "56",
      TRUST_PROXY: "true",
      AUDIT_ALLOW_PRIVATE_HOSTS: "1",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://u:p@db:5432/agency");
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.RATE_LIMIT_FACTOR).toBe(100);
    expect(config.RATE_LIMIT_IPV6_PREFIX).toBe(56);
    expect(config.TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(config.AUDIT_ALLOW_PRIVATE_HOSTS).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid environment variable PORT: /],
    [
      { DATABASE_URL: "mysql://x" },
      /^Invalid environment variable DATABASE_URL: must be a URL starting with postgres:/,
    ],
    [{ NOTIFY_EMAIL: "not-an-address" }, /^Invalid environment variable NOTIFY_EMAIL: must be an email address/],
    [{ MAIL_REPLY_TO: "studio at agency" }, /^Invalid environment variable MAIL_REPLY_TO: must be an email address$/],
    [{ RATE_LIMIT_FACTOR: "-2" }, /^Invalid environment variable RATE_LIMIT_FACTOR/],
    [
      { RATE_LIMIT_IPV6_PREFIX: "16" },
      /^Invalid environment variable RATE_LIMIT_IPV6_PREFIX: must be a prefix length from 32 to 128$/,
    ],
    [{ ADMIN_PASSWORD: "short" }, /^Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters/],
    [
      { ADMIN_PASSWORD: "Password1234" },
      /^Invalid environment variable ADMIN_PASSWORD: is too common: choose one that is harder to guess$/,
    ],
    [
      { TRUST_PROXY: "maybe" },
      /^Invalid environment variable TRUST_PROXY: must be true, false, a number of proxy hops/,
    ],
    [{ TRUST_PROXY: "21" }, /^Invalid environment variable TRUST_PROXY: must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: "10.0.0.0/8, 10.0.0.300" }, /^Invalid environment variable TRUST_PROXY: "10.0.0.300" is not an IP/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid environment variable TRUST_PROXY: "10.0.0.0\/33" is not an IP/],
  ])("stops with one line naming the bad variable (%o)", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("takes an ADMIN_PASSWORD of 12 or more characters that is not a common password", () => {
    expect(loadConfig({ ADMIN_PASSWORD: "kiln-glaze-swatch-41" }).ADMIN_PASSWORD).toBe("kiln-glaze-swatch-41");
  });

  it("refuses a Stripe key without the webhook's secret, which alone records a payment", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_key" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY/,
    );
    const stripe = { STRIPE_SECRET_KEY: "sk_test_key", STRIPE_WEBHOOK_SECRET: "whsec_secret" };
    expect(() => loadConfig(stripe)).toThrow(/PUBLIC_SITE_URL: must be set with STRIPE_SECRET_KEY/);
    const config = loadConfig({
      ...stripe,
      PUBLIC_SITE_URL: "https://agency.example",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(config.STRIPE_API_BASE).toBe("http://127.0.0.1:12111");
    expect(() => loadConfig({ STRIPE_API_BASE: "ftp://stripe.example" })).toThrow(/STRIPE_API_BASE/);
    // The package keeps only host and port: a path would be dropped without a word.
    expect(() => loadConfig({ STRIPE_API_BASE: "https://proxy.example/stripe" })).toThrow(/STRIPE_API_BASE/);
  });

  it("treats empty values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " " });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });
});
