import { PORTRAIT_LIMITS } from "../../../contract/portrait-styles";
import type { AiTransformResponse, PortraitError, UploadResponse } from "../../../contract/portraits";
import { ApiError, apiJson } from "../../lib/api";

export type FileProblem = { title: string; description: string };

/** SPEC §5 checks in the browser, before anything is sent. */
export function checkFile(file: File): FileProblem | undefined {
  if (!file.type.startsWith("image/")) {
    return { title: "Invalid file type", description: "Please upload an image file (JPG, PNG, etc.)" };
  }
  if (file.size > PORTRAIT_LIMITS.uploadMaxBytes) {
    return { title: "File too large", description: "Please upload an image smaller than 10MB" };
  }
  return undefined;
}

export interface Preview {
  dataUrl: string;
  width: number;
  height: number;
}

/** A JPEG preview of max side 512 at quality 0.7 (SPEC §9), drawn on a canvas. */
export async function makePreview(file: File): Promise<Preview> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  const scale = Math.min(1, PORTRAIT_LIMITS.previewMaxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { dataUrl: canvas.toDataURL("image/jpeg", PORTRAIT_LIMITS.previewQuality), width, height };
}

export function newSessionId(kind: "magic" | "classic"): string {
  return `${kind}_${Date.now()}_${Math.random().toString(36).slice(2, 10).padEnd(6, "0")}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates the portrait session, retried up to 3 times with 1 s then 2 s backoff (SPEC §7). */
export async function createSession(sessionId: string): Promise<void> {
  const delays = [1_000, 2_000];
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await apiJson<{ success: boolean; error?: string }>(
        "POST",
        "/api/create-portrait-session",
        { sessionId },
      );
      if (result.success) return;
      throw new Error(result.error ?? "Session could not be created");
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await wait(delays[attempt]!);
    }
  }
}

/** Sends the original photo; the server checks it, looks for a pet and keeps it privately. */
export async function uploadPhoto(sessionId: string, file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append("sessionId", sessionId);
  form.append("photo", file);
  const response = await fetch("/api/portrait-photo", { method: "POST", body: form, credentials: "include" });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as UploadResponse;
}

/**
 * Paints one style (SPEC §3 POST /api/ai-transform) from the preview the page drew; the server paints the
 * full-size upload it holds when the preview shows it. The pet's name is lettered on classic portraits.
 */
export function requestTransform(
  sessionId: string,
  preview: Preview,
  stylePrompt: string,
  petName?: string,
): Promise<AiTransformResponse> {
  return apiJson<AiTransformResponse>("POST", "/api/ai-transform", {
    imageData: preview.dataUrl,
    style: stylePrompt,
    width: preview.width,
    height: preview.height,
    provider: "replicate",
    sessionId,
    ...(petName ? { petName } : {}),
  });
}

const INVALID_FILE_TYPE = "Invalid file type - Please upload an image file (JPG, PNG, etc.)";

/**
 * Uploads the photo and draws the preview the transforms send. The server's word about the file comes
 * first (HEIC, a disguised file, a pixel bomb each get their own message); a file only the browser
 * cannot draw gets SPEC's "Invalid file type".
 */
export async function uploadWithPreview(sessionId: string, file: File): Promise<Preview> {
  const [preview, upload] = await Promise.allSettled([makePreview(file), uploadPhoto(sessionId, file)]);
  if (upload.status === "rejected") throw upload.reason;
  if (preview.status === "rejected")
    throw new ApiError(415, JSON.stringify({ error: INVALID_FILE_TYPE }), "");
  return preview.value;
}

/** The toast for a failed upload: the server's message, titled by what went wrong. */
export function uploadProblem(detail: PortraitError | undefined, status: number | undefined): FileProblem {
  if (!detail) return { title: "Upload failed", description: "Please try another photo." };
  return { title: status === 415 ? "Invalid file type" : "Upload failed", description: detail.error };
}

/** The structured error of a failed upload or transform, when the server sent one. */
export function portraitErrorOf(error: unknown): PortraitError | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const parsed = JSON.parse(error.body) as PortraitError;
    return typeof parsed.error === "string" ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function isNotAPet(error: PortraitError | undefined): boolean {
  return Boolean(
    error?.isPetDetectionError ||
      error?.error.includes("doesn't appear to be a pet photo") ||
      error?.error.includes("We detected:"),
  );
}
