import { bodyLimit } from "hono/body-limit";

/** 64 KB is ample for every form of the site (the longest text field is 10,000 characters). */
export const MAX_BODY_BYTES = 64 * 1024;

export const limitBody = () =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "Request body too large (the limit is 64 KB)" }, 413),
  });
