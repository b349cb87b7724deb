/**
 * Replicate img2img predictions: create (asking Replicate to hold the answer until the prediction ends), poll
 * if it has not, fetch the output with size and time caps.
 */

export interface ReplicateConfig {
  token: string;
  /** "owner/name" (latest version) or "owner/name:version". */
  model: string;
  baseUrl: string;
  timeoutMs: number;
  pollIntervalMs: number;
}

/** The account cannot pay for predictions (401 / 402): SPEC's requiresApiKey answer. */
export class ReplicateCreditsError extends Error {
  override name = "ReplicateCreditsError";
}

export class ReplicateError extends Error {
  override name = "ReplicateError";
}

interface Prediction {
  id: string;
  status: "starting" | "processing" | "succeeded" | "failed" | "canceled";
  output?: string | string[] | null;
  error?: string | null;
  urls?: { get?: string };
}

/** fetch that gives up at the deadline; a timeout or network failure is a ReplicateError. */
async function fetchBefore(deadline: number, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
  } catch (error) {
    throw new ReplicateError(`Replicate request failed: ${(error as Error).message}`);
  }
}

const MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

export function createReplicateClient(config: ReplicateConfig) {
  const base = config.baseUrl.replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${config.token}`, "content-type": "application/json" };

  async function call(
    url: string,
    init: RequestInit,
    deadline: number,
    extraHeaders: Record<string, string> = {},
  ): Promise<Prediction> {
    const response = await fetchBefore(deadline, url, { ...init, headers: { ...headers, ...extraHeaders } });
    if (response.status === 401 || response.status === 402) {
      throw new ReplicateCreditsError(`Replicate answered ${response.status}`);
    }
    if (!response.ok)
      throw new ReplicateError(
        `Replicate answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
      );
    return (await response.json()) as Prediction;
  }

  async function fetchOutput(url: string, deadline: number): Promise<Buffer> {
    const response = await fetchBefore(deadline, url, {});
    if (!response.ok || !response.body)
      throw new ReplicateError(`Output download failed: ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > MAX_OUTPUT_BYTES) throw new ReplicateError("Output image is too large");
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.length;
      if (total > MAX_OUTPUT_BYTES) throw new ReplicateError("Output image is too large");
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  return {
    /** Runs one prediction to completion; throws ReplicateCreditsError for 401/402. */
    async transform(imageDataUrl: string, prompt: string): Promise<Buffer> {
      const deadline = Date.now() + config.timeoutMs;
      const [model, version] = config.model.split(":");
      const input = { image: imageDataUrl, prompt };
      // Sync mode: Replicate holds the answer up to `wait` seconds (at most 60), so a portrait arrives as
      // soon as it is done instead of at the next poll.
      const wait = { prefer: `wait=${Math.max(1, Math.min(60, Math.floor(config.timeoutMs / 1000) - 1))}` };
      let prediction = version
        ? await call(
            `${base}/v1/predictions`,
            { method: "POST", body: JSON.stringify({ version, input }) },
            deadline,
            wait,
          )
        : await call(
            `${base}/v1/models/${model}/predictions`,
            { method: "POST", body: JSON.stringify({ input }) },
            deadline,
            wait,
          );
      while (prediction.status === "starting" || prediction.status === "processing") {
        if (Date.now() + config.pollIntervalMs > deadline) throw new ReplicateError("Replicate timed out");
        await new Promise((resolve) => setTimeout(resolve, config.pollIntervalMs));
        prediction = await call(
          prediction.urls?.get ?? `${base}/v1/predictions/${prediction.id}`,
          { method: "GET" },
          deadline,
        );
      }
      if (prediction.status !== "succeeded")
        throw new ReplicateError(`Prediction ${prediction.status}: ${prediction.error ?? "no detail"}`);
      const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
      if (!output) throw new ReplicateError("No transformed image returned from AI service");
      return fetchOutput(output, deadline);
    },
  };
}

export type ReplicateClient = ReturnType<typeof createReplicateClient>;
