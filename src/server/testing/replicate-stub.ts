import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** "ok" and "failed" end within the client's `Prefer: wait`; "slow" ends on the second poll after it. */
export type ReplicateStubMode = "ok" | "slow" | "no-credits" | "failed" | "never-finishes";

/** A local server speaking Replicate's predictions API, with an image file for the output. */
export async function startReplicateStub() {
  let mode: ReplicateStubMode = "ok";
  const created: {
    authorization: string | undefined;
    path: string;
    prefer: string | undefined;
    body: { input: { image: string; prompt: string } };
  }[] = [];
  const polls = new Map<string, number>();
  const output = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3355aa" } })
    .png()
    .toBuffer();
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ended = (id: string) =>
    mode === "failed"
      ? { id, status: "failed", error: "NSFW content detected" }
      : { id, status: "succeeded", output: [`${origin()}/files/${id}.png`] };
  const server = createServer(async (request, response) => {
    const url = request.url ?? "";
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.method === "POST" && /^\/v1\/(models\/[\w.-]+\/[\w.-]+\/)?predictions$/.test(url)) {
      let raw = "";
      for await (const chunk of request) raw += chunk;
      const prefer = String(request.headers.prefer ?? "") || undefined;
      created.push({
        authorization: request.headers.authorization,
        path: url,
        prefer,
        body: JSON.parse(raw),
      });
      if (mode === "no-credits") return json(402, { detail: "You have insufficient credit" });
      const id = `p${created.length}`;
      polls.set(id, 0);
      if (prefer?.startsWith("wait") && (mode === "ok" || mode === "failed")) return json(201, ended(id));
      return json(201, { id, status: "starting", urls: { get: `${origin()}/v1/predictions/${id}` } });
    }
    const poll = /^\/v1\/predictions\/(\w+)$/.exec(url);
    if (request.method === "GET" && poll) {
      const id = poll[1]!;
      const count = (polls.get(id) ?? 0) + 1;
      polls.set(id, count);
      if (mode === "never-finishes" || count < 2)
        return json(200, { id, status: "processing", urls: { get: `${origin()}${url}` } });
      return json(200, ended(id));
    }
    if (request.method === "GET" && url.startsWith("/files/")) {
      return response
        .writeHead(200, { "content-type": "image/png", "content-length": output.length })
        .end(output);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    setMode(next: ReplicateStubMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
