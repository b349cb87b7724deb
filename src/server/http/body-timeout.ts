import type { FastifyInstance } from "fastify";

/**
 * A client that stops sending its body mid-way gets 408 after `idleMs` without a byte, instead of
 * holding a socket (and an upload slot) until the connection times out with no answer at all.
 */
export function registerBodyTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook("onRequest", async (request, reply) => {
    const raw = request.raw;
    const hasBody =
      Number(raw.headers["content-length"] ?? 0) > 0 || raw.headers["transfer-encoding"] !== undefined;
    if (!hasBody || raw.complete) return;
    const socket = raw.socket;
    if (typeof socket?.setTimeout !== "function") return; // app.inject() has no real socket
    const restore = () => socket.setTimeout(app.server.timeout);
    // Node emits "timeout" on an unfinished request when its socket has been idle for idleMs.
    raw.once("timeout", () => {
      if (raw.complete || reply.raw.headersSent) return;
      reply.raw.writeHead(408, { "content-type": "application/json; charset=utf-8", connection: "close" });
      reply.raw.end(JSON.stringify({ error: "The request body stopped arriving. Please try again." }), () =>
        socket.destroy(),
      );
    });
    raw.once("end", restore);
    socket.setTimeout(idleMs);
  });
}
