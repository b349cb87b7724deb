/** An OpenAI-compatible chat-completions client that asks for JSON matching a schema. */

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

export interface LlmClient {
  readonly model: string;
  /** Returns the parsed JSON object of the first choice; throws on HTTP, timeout or parse errors. */
  completeJson(
    messages: ChatMessage[],
    schemaName: string,
    schema: Record<string, unknown>,
  ): Promise<unknown>;
}

export class LlmError extends Error {
  override name = "LlmError";
}

export function createLlmClient(config: LlmConfig): LlmClient {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    model: config.model,
    async completeJson(messages, schemaName, schema) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0.8,
            response_format: { type: "json_schema", json_schema: { name: schemaName, strict: true, schema } },
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new LlmError(`LLM request failed: ${(error as Error).message}`);
      }
      if (!response.ok) {
        const body = (await response.text()).slice(0, 200);
        throw new LlmError(`LLM answered ${response.status}: ${body}`);
      }
      const payload = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: string | null; refusal?: string | null } }[];
      } | null;
      const message = payload?.choices?.[0]?.message;
      if (message?.refusal) throw new LlmError(`LLM refused: ${message.refusal}`);
      if (!message?.content) throw new LlmError("LLM answer had no content");
      try {
        return JSON.parse(message.content) as unknown;
      } catch {
        throw new LlmError("LLM answer was not JSON");
      }
    },
  };
}
