import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";
import { isCommonPassword } from "./passwords/common-passwords.ts";

/**
 * Every environment variable the server reads, validated once at start.
 * `loadConfig` is pure (takes the environment as an argument) so tests build
 * configurations without touching `process.env`.
 */
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Hops or proxy addresses (server/http/trust-proxy.ts); `true` is one hop, so older settings keep working. */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if ("error" in parsed) {
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  });

/** A whole number from `min` to `max`; empty is unset (`fallback`). A bound's message defaults to `invalid`. */
const wholeNumber = ({
  min,
  max,
  fallback,
  messages,
}: {
  min: number;
  max: number;
  fallback: number;
  messages: { invalid: string; min?: string; max?: string };
}) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ message: messages.invalid })
      .int(messages.invalid)
      .min(min, messages.min ?? messages.invalid)
      .max(max, messages.max ?? messages.invalid)
      .default(fallback),
  );

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.join(" or ")}//` },
  );

const optionalEmail = optionalString.refine((value) => value === undefined || z.email().safeParse(value).success, {
  message: "must be an email address",
});

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATA_DIR: z.string().min(1).default("./data"),
  ADMIN_USERNAME: optionalString,
  // Stricter than a client's new password (common/new-password.ts) in length: this account sees every lead.
  ADMIN_PASSWORD: optionalString
    .refine((value) => value === undefined || value.length >= 12, { message: "must be at least 12 characters" })
    .refine((value) => value === undefined || !isCommonPassword(value), {
      message: "is too common: choose one that is harder to guess",
    }),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  NOTIFY_EMAIL: optionalEmail,
  MAIL_FROM: optionalString,
  /** Where a visitor's or client's answer to our mail goes; else brand.email (server/mail/reply-to.ts). */
  MAIL_REPLY_TO: optionalEmail,
  CHROME_PATH: optionalString,
  AUDIT_ALLOW_PRIVATE_HOSTS: booleanFlag,
  CHAT_LLM_BASE_URL: optionalUrl(["http:", "https:"]),
  CHAT_LLM_API_KEY: optionalString,
  CHAT_LLM_MODEL: optionalString,
  PUBLIC_SITE_URL: optionalUrl(["http:", "https:"]),
  /** Turns on Pay Now through Stripe Checkout (docs/product/client-area.md § Pay Now); without it, the dialog. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of the webhook endpoint registered in Stripe (/api/payments/stripe/webhook). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another address for Stripe's API (a proxy, or a test's stand-in); Stripe's own by default. */
  STRIPE_API_BASE: optionalUrl(["http:", "https:"]).refine(
    (value) => value === undefined || /^[a-z]+:\/\/[^/]+\/?$/i.test(value),
    { message: "must be a scheme, host and port only (the package adds Stripe's paths)" },
  ),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
  /** The IPv6 prefix a per-address limit counts as one visitor (server/http/limit-key.ts). */
  RATE_LIMIT_IPV6_PREFIX: wholeNumber({
    min: 32,
    max: 128,
    fallback: 64,
    messages: { invalid: "must be a prefix length from 32 to 128" },
  }),
  TRUST_PROXY: trustProxySetting,
  /**
   * How many places one visitor (an address; IPv6 by RATE_LIMIT_IPV6_PREFIX) may hold at a time in each calendar
   * (server/features/spam/one-hold-each.ts). Raise it where many real visitors share one address.
   */
  HELD_BOOKINGS_PER_VISITOR: wholeNumber({
    min: 1,
    max: 1_000_000,
    fallback: 1,
    messages: { invalid: "must be a whole number of bookings", min: "must be at least 1" },
  }),
  /**
   * The key that signs public forms' tokens (server/features/spam/form-token.ts). Optional: without it the first
   * instance generates one and keeps it in the database, which every instance on that database then shares.
   */
  FORM_TOKEN_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters",
  }),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Turns on GET /metrics (Prometheus), readable with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: "must be at least 16 characters",
  }),
  /** GET /api/health says "degraded" once the oldest pending email is older than this (docs/product/operations.md § Health). */
  MAIL_DEGRADED_AFTER_MINUTES: wholeNumber({
    min: 1,
    max: 10_080,
    fallback: 15,
    messages: {
      invalid: "must be a whole number of minutes",
      min: "must be at least 1 minute",
      max: "must be at most 10080 minutes (a week)",
    },
  }),
});

export type RawConfig = z.infer<typeof configSchema>;

export type Config = RawConfig & {
  /** Absolute folder of the embedded database. */
  dataDir: string;
  /** Canonical origin of the site, without a trailing slash. */
  siteUrl: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid"}`);
  }
  const raw = parsed.data;
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET) {
    // Checkout would take the money and the site would never hear of it: the invoice would stay pending.
    throw new ConfigError(
      "Invalid environment variable STRIPE_WEBHOOK_SECRET: must be set with STRIPE_SECRET_KEY (the webhook records the payment)",
    );
  }
  if (raw.STRIPE_SECRET_KEY && !raw.PUBLIC_SITE_URL) {
    // Stripe sends the client back to this address after paying: without it they would land on localhost.
    throw new ConfigError(
      "Invalid environment variable PUBLIC_SITE_URL: must be set with STRIPE_SECRET_KEY (Stripe sends clients back there)",
    );
  }
  return {
    ...raw,
    dataDir: path.resolve(raw.DATA_DIR),
    siteUrl: (raw.PUBLIC_SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
  };
}
