import type { FastifyInstance } from "fastify";

const FORCE_EXIT_AFTER_MS = 15_000;

/**
 * Stops accepting connections, lets in-flight requests finish, then releases resources.
 * A second signal, or a shutdown that hangs, exits at once.
 */
export function createShutdown(
  app: FastifyInstance,
  release: () => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let closing: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    if (closing) {
      app.log.warn({ signal }, "second signal: exiting now");
      exit(1);
      return closing;
    }
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      exit(1);
    }, FORCE_EXIT_AFTER_MS);
    force.unref();
    closing = app
      .close()
      .then(release)
      .then(
        () => {
          clearTimeout(force);
          app.log.info("shutdown complete");
          exit(0);
        },
        (error) => {
          app.log.error({ err: error }, "shutdown failed");
          exit(1);
        },
      );
    return closing;
  };
}
