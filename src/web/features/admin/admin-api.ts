import { useEffect, useState } from "react";
import { ApiError } from "../../lib/api";

const TOKEN_KEY = "minty_admin_token";

/** The admin token typed on an admin page, kept for this tab only (sessionStorage) and shared by its pages. */
export function useAdminToken(): [string, (token: string) => void] {
  const [token, setToken] = useState("");
  useEffect(() => setToken(window.sessionStorage.getItem(TOKEN_KEY) ?? ""), []);
  const update = (next: string) => {
    setToken(next);
    window.sessionStorage.setItem(TOKEN_KEY, next);
  };
  return [token, update];
}

/** An admin API call with the token; JSON or a form as the body. Throws ApiError for any non-2xx answer. */
export async function adminCall<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    const isForm = body instanceof FormData;
    response = await fetch(url, {
      method,
      credentials: "include",
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new Error("Network error occurred");
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}

/** What to tell the admin when a call failed. */
export function adminFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.status === 401 ? "The admin token was not accepted." : (error.serverMessage ?? fallback);
  return error instanceof Error ? error.message : fallback;
}
