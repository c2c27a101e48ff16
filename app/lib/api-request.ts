/**
 * The shared request helper of spec 000 §7: JSON body with Content-Type,
 * the `portalToken` from local storage as a bearer token, cookies included,
 * and any non-OK response turned into Error("<status>: <body or status text>").
 */
export const PORTAL_TOKEN_KEY = "portalToken";

function storedPortalToken(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(PORTAL_TOKEN_KEY);
  } catch {
    return null; // storage disabled
  }
}

export function requestHeaders(hasBody: boolean, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  if (hasBody) headers.set("Content-Type", "application/json");
  const token = storedPortalToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return headers;
}

/** Throws the spec's error for a non-OK response; returns it unchanged otherwise. */
export async function throwIfResNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}

export async function apiRequest<T = unknown>(
  url: string,
  method = "GET",
  body?: unknown,
  headers?: HeadersInit,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: requestHeaders(body !== undefined, headers),
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
}

/**
 * Extracts the server's message from an error raised by `apiRequest`
 * ("409: {\"error\":\"...\"}" → "..."), for toasts.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message || fallback;
  const text = match[1] ?? "";
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === "string" && parsed.error) return parsed.error;
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // plain text body
  }
  return text || fallback;
}
