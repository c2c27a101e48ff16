import { z } from "zod";
import { isWebAddress, normaliseWebAddress } from "./web-address";

/** Optional web address: empty or absent → undefined; otherwise normalised and checked. */
export function optionalWebAddress(message: string, max = 2048) {
  return z
    .string()
    .nullish()
    .transform((value) => (value == null ? undefined : normaliseWebAddress(value) || undefined))
    .refine((value) => value === undefined || (value.length <= max && isWebAddress(value)), { error: message });
}
