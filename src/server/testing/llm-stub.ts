import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type LlmStubMode = "ok" | "error" | "hang" | "not-json";

export interface LlmStubRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A local server speaking OpenAI's chat-completions protocol with a scripted answer. */
export async function startLlmStub() {
  const requests: LlmStubRequest[] = [];
  let mode: LlmStubMode = "ok";
  let content: unknown = {};
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404).end();
      return;
    }
    requests.push({
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    });
    if (mode === "hang") return; // never answers: the client's timeout must fire
    if (mode === "error") {
      response
        .writeHead(500, { "content-type": "application/json" })
        .end('{"error":{"message":"overloaded"}}');
      return;
    }
    const text = mode === "not-json" ? "Sure! Here are some names: Rex, Fido" : JSON.stringify(content);
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-stub",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: unknown) {
      mode = "ok";
      content = next;
    },
    setMode(next: LlmStubMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
