import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, createQueryClient, errorMessage, getQueryFn } from "./api";

const fetchMock = vi.fn();
vi.stubGlobal("fetch", fetchMock);
afterEach(() => fetchMock.mockReset());

describe("apiRequest", () => {
  it("sends credentials and a JSON content type only with a body", async () => {
    fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/contact", { a: 1 });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
    await apiRequest("POST", "/api/generate-more/1");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/generate-more/1", {
      method: "POST",
      credentials: "include",
      headers: undefined,
      body: undefined,
    });
  });

  it('throws "{status}: {body}" for a non-OK answer, or the status text when the body is empty', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Email is required."}', { status: 400 }));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow('400: {"error":"Email is required."}');
    fetchMock.mockResolvedValueOnce(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: string[]) => ({ queryKey }) as never;

  it("joins the key segments with slashes", async () => {
    fetchMock.mockResolvedValue(new Response('{"count":5}', { status: 200 }));
    const result = await getQueryFn({ on401: "throw" })(context(["/api/clinic", "ny", "nyc", "paws"]));
    expect(fetchMock).toHaveBeenCalledWith("/api/clinic/ny/nyc/paws", { credentials: "include" });
    expect(result).toEqual({ count: 5 });
  });

  it("throws on 401 by default and can return null instead", async () => {
    fetchMock.mockResolvedValue(new Response("nope", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context(["/a"]))).rejects.toThrow("401: nope");
    expect(await getQueryFn({ on401: "returnNull" })(context(["/a"]))).toBeNull();
  });
});

describe("query defaults (SPEC §9)", () => {
  it("never go stale, never refetch on focus, never poll, never retry", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });
});

describe("errorMessage", () => {
  it("prefers the server's explanation and falls back otherwise", () => {
    expect(errorMessage(new ApiError(400, '{"error":"Too short."}', "Bad Request"), "Failed.")).toBe(
      "Too short.",
    );
    expect(errorMessage(new ApiError(502, "<html>", "Bad Gateway"), "Failed.")).toBe("Failed.");
    expect(errorMessage(new TypeError("network"), "Failed.")).toBe("Failed.");
  });
});
