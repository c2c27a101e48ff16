/**
 * The shared request helper: JSON body with Content-Type, the `portalToken`
 * from local storage as a bearer token, cookies included, any non-OK response
 * turned into an ApiError (status, the server's message and field messages),
 * and no response at all into a NetworkError a visitor can read.
 */
export const PORTAL_TOKEN_KEY = "portalToken";

/**
 * What a visitor reads when the request never reached the server (offline, DNS,
 * a dropped connection): the browser's own words ("Failed to fetch", "Load
 * failed", "NetworkError when attempting to fetch resource.") mean nothing to them.
 */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach our server. Check your connection and try again.";

/** A request that got no response at all; its message is the visitor's sentence. */
export class NetworkError extends Error {
  override name = "NetworkError";
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
  }
}

/** fetch's rejection texts in Chromium, Safari and Firefox. */
const BROWSER_NETWORK_FAILURE = /^(Failed to fetch|Load failed|NetworkError when attempting to fetch resource\.?)$/;

/** Whether `error` says the request got no response (a NetworkError, or fetch's own TypeError). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof TypeError && BROWSER_NETWORK_FAILURE.test(error.message));
}

/** fetch, with a failure to reach the server raised as a NetworkError; an abort stays an abort. */
export async function sendRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
}

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

/** A string-to-string map, or nothing: what a body's `fields` may hold. */
function stringsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/**
 * A non-OK response, read once so callers never parse strings
 * (docs/decisions/015-error-body-format.md: `{ error, fields? }`).
 *
 * `message` stays "<status>: <body or status text>": sign-in checks still
 * read the status from it, and it is what the console shows.
 */
export class ApiError extends Error {
  override name = "ApiError";
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly body: unknown;
  /** The body's `error`: the sentence the server meant for the visitor. */
  readonly serverMessage: string | undefined;
  /** The body's `code`, for a caller that branches on the kind of failure. */
  readonly code: string | undefined;
  /** The body's `fields`: the first message per field of a failed check. */
  readonly fields: Record<string, string>;

  constructor(
    readonly status: number,
    /** The body as sent, or the status text when the body was empty. */
    readonly text: string,
  ) {
    super(`${status}: ${text}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined; // plain text or HTML
    }
    this.body = body;
    const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    this.serverMessage = nonEmptyString(record.error);
    this.code = nonEmptyString(record.code);
    this.fields = stringsOf(record.fields);
  }
}

/** Whether `error` is an ApiError (with `status`, when given). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Throws an ApiError for a non-OK response; returns it unchanged otherwise. */
export async function throwIfResNotOk(response: Response): Promise<Response> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  return response;
}

export async function apiRequest<T = unknown>(
  url: string,
  method = "GET",
  body?: unknown,
  headers?: HeadersInit,
): Promise<T> {
  const response = await sendRequest(url, {
    method,
    headers: requestHeaders(body !== undefined, headers),
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
}

/**
 * The words a toast shows for a failed request: the server's `error` (or
 * `message`), else the body's text; a request that got no response says so in
 * words a visitor understands.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE;
  if (error instanceof ApiError) {
    const body = error.body && typeof error.body === "object" ? (error.body as Record<string, unknown>) : {};
    return error.serverMessage ?? nonEmptyString(body.message) ?? (error.text || fallback);
  }
  if (!(error instanceof Error)) return fallback;
  return error.message || fallback;
}
