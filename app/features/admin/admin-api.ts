/**
 * Admin calls (docs/product/admin-console.md § Tokens): the shared helper's behaviour plus the
 * X-Admin-Token header. Non-OK responses throw "<status>: <body>" like every
 * other call, so `isUnauthorized` can tell a 401 apart.
 */

import { apiRequest, isApiError, requestHeaders, sendRequest, throwIfResNotOk } from "#app/lib/api-request";
import { ADMIN_TOKEN_HEADER, NEXT_CURSOR_HEADER } from "#common/admin/statuses";
import { readAdminToken } from "./admin-token";

function tokenHeader(): Record<string, string> {
  const token = readAdminToken();
  return token ? { [ADMIN_TOKEN_HEADER]: token } : {};
}

export function adminRequest<T>(url: string, method = "GET", body?: unknown): Promise<T> {
  return apiRequest<T>(url, method, body, tokenHeader());
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One page of an admin list; the next page's cursor comes in a response header. */
export async function fetchAdminPage<T>(url: string): Promise<Page<T>> {
  const response = await sendRequest(url, { headers: requestHeaders(false, tokenHeader()), credentials: "include" });
  await throwIfResNotOk(response);
  return { items: (await response.json()) as T[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/**
 * Downloads an export. The token is a header, so a plain link cannot carry
 * it: fetch the file, then hand the browser a blob URL to save. With a body,
 * the file is asked for with a POST (what names a person stays out of the URL).
 */
export async function downloadAdminFile(url: string, fallbackName: string, body?: unknown): Promise<void> {
  const response = await sendRequest(url, {
    method: body === undefined ? "GET" : "POST",
    headers: requestHeaders(body !== undefined, tokenHeader()),
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfResNotOk(response);
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error, 401);
}
