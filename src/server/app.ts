import { randomUUID } from "node:crypto";
import path from "node:path";
import { getHeapStatistics } from "node:v8";
import rateLimitPlugin from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import underPressure, { type FastifyUnderPressureOptions } from "@fastify/under-pressure";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { PORTRAIT_LIMITS } from "../contract/portrait-styles";
import type { PublicConfig } from "../contract/public-config";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createQueuedPortraitWork } from "./engines/portrait-queue";
import { createPortraitWorkPool, type PortraitWork } from "./engines/portrait-work";
import { analyticsRoutes } from "./features/analytics/routes";
import { astrologyRoutes } from "./features/astrology/routes";
import { contactRoutes } from "./features/contact/routes";
import { createContactService } from "./features/contact/service";
import { createContactStore } from "./features/contact/store";
import { healthRoutes } from "./features/health/routes";
import { createLlmNameProvider, localNameProvider, type NameProvider } from "./features/names/name-provider";
import { namesRoutes } from "./features/names/routes";
import { createNamesService } from "./features/names/service";
import { createNamesStore } from "./features/names/store";
import { paymentRoutes } from "./features/payments/routes";
import { createPaymentService } from "./features/payments/service";
import { createOrderStore } from "./features/payments/store";
import { stripeWebhookRoutes } from "./features/payments/webhook-routes";
import { createRetention } from "./features/portraits/retention";
import { portraitRoutes } from "./features/portraits/routes";
import { createPortraitService } from "./features/portraits/service";
import { createPortraitStore } from "./features/portraits/store";
import { vetAdminRoutes } from "./features/vets/admin-routes";
import { createImportService } from "./features/vets/import-service";
import { vetsRoutes } from "./features/vets/routes";
import { createVetsService } from "./features/vets/service";
import { createClinicStore } from "./features/vets/store";
import { ADMIN_FAILURES, requireAdmin } from "./http/admin-auth";
import { registerBodyTimeout } from "./http/body-timeout";
import { registerCompression } from "./http/compression";
import { registerErrorHandling } from "./http/errors";
import { createMemoryFailureCounter, createRedisFailureCounter } from "./http/failure-counter";
import { registerInputHygiene } from "./http/input-hygiene";
import { createIpHasher } from "./http/ip-hash";
import { registerJsonBody } from "./http/json-body";
import { type DevWebBuild, registerPages, type WebBuild } from "./http/pages";
import { registerSecurityHeaders } from "./http/security";
import { registerSeoFiles } from "./http/seo-files";
import { createUrlSigner } from "./http/signed-urls";
import { createLlmClient, type LlmClient } from "./providers/llm";
import { createLocalPaymentProcessor } from "./providers/local-payments";
import type { Mailer } from "./providers/mail";
import { createOverpassClient } from "./providers/overpass";
import { createRedisClient } from "./providers/redis";
import { createReplicateClient } from "./providers/replicate";
import { createS3Storage } from "./providers/s3-storage";
import { createLocalStorage, type FileStorage } from "./providers/storage";
import { createStripeProvider } from "./providers/stripe";
import { createYelpClient } from "./providers/yelp";
import { scheduleTask } from "./scheduled-task";
import { loadServerSecrets, type ServerSecrets } from "./secrets";

export interface AppDeps {
  database: Database;
  /** Sends contact mail; absent means messages stay in the database outbox. */
  mailer?: Mailer;
  /** An OpenAI-compatible model; by default one is made from LLM_* when set, else the local engines run. */
  llm?: LlmClient;
  /** Image storage; by default files under DATA_DIR/files. */
  storage?: FileStorage;
  /** Detection and stylizing; by default a worker pool the app closes with itself. */
  portraitWork?: PortraitWork;
  /** Today's date (YYYY-MM-DD), for ages in readings; tests pin it. */
  today?: () => string;
  /**
   * The server-rendered web app; absent in API-only tests. A function makes it once the app exists:
   * `npm run dev` attaches Vite's hot-reload socket to the app's HTTP server (http/dev-pages.ts).
   */
  web?: WebBuild | ((app: FastifyInstance) => Promise<DevWebBuild>);
  /** How long a request body may stall before the answer is 408. */
  bodyIdleTimeoutMs?: number;
  /** Load-shedding limits over PRESSURE_LIMITS (tests make them tiny). */
  pressure?: FastifyUnderPressureOptions;
  /** Where log lines go; standard output by default (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The secrets main.ts loaded (it prints a new admin token); loaded here when absent. */
  secrets?: ServerSecrets;
}

const OUTBOX_INTERVAL_MS = 30_000;
const BODY_IDLE_TIMEOUT_MS = 15_000;

/**
 * Past these the server sheds load: every request answers 503 with Retry-After until it recovers,
 * instead of answering slowly for everyone or running out of memory.
 */
const PRESSURE_LIMITS: FastifyUnderPressureOptions = {
  maxEventLoopDelay: 1_000,
  maxHeapUsedBytes: Math.round(getHeapStatistics().heap_size_limit * 0.9),
  retryAfter: 30,
  pressureHandler: (_request, reply) => {
    reply
      .status(503)
      .header("retry-after", "30")
      .send({ error: "The server is very busy right now. Please try again in a moment." });
  },
};
const JSON_BODY_LIMIT = 64 * 1024;
/** How often one instance deletes what is past retention. */
const RETENTION_EVERY_MS = 3_600_000;

export function publicConfigOf(config: Config): PublicConfig {
  return {
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    metaPixelId: config.metaPixelId ?? null,
    gaMeasurementId: config.gaMeasurementId ?? null,
    portraitProvider: config.replicate ? "replicate" : "local",
    stripePublishableKey: config.stripe?.publishableKey ?? null,
  };
}

/** A hop count becomes "trust the nearest n proxies"; Fastify's types take only the other forms. */
function fastifyTrustProxy(value: Config["trustProxy"]) {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request lines carry no client address and no query string: queries hold payment ids on return
      // from a payment page, search terms and the like, and addresses are personal data.
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split("?")[0] }),
      },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // While shutting down, answers close their keep-alive connection so the server can stop promptly.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  registerErrorHandling(app);
  registerJsonBody(app);
  registerInputHygiene(app);
  registerBodyTimeout(app, deps.bodyIdleTimeoutMs ?? BODY_IDLE_TIMEOUT_MS);
  await app.register(underPressure, { ...PRESSURE_LIMITS, ...deps.pressure });
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  const { database } = deps;
  const secrets = deps.secrets ?? (await loadServerSecrets(database.db, config));
  const hashIp = createIpHasher(secrets.signingSecret);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  // With Redis every instance counts the same requests; if Redis is away, requests pass (skipOnError)
  // rather than fail, and /readyz names it. Clients are counted by keyed hash, not by address.
  await app.register(rateLimitPlugin, {
    global: false,
    keyGenerator: (request) => hashIp(request.ip),
    ...(redis ? { redis, nameSpace: "minty:rate:", skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.brandName} API`, version: "1.0.0" },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { adminToken: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());

  const s3 = deps.storage ? undefined : config.s3 && createS3Storage(config.s3);
  if (s3) app.addHook("onClose", async () => s3.close());
  const storage = deps.storage ?? s3 ?? createLocalStorage(path.join(config.dataDir, "files"));
  await app.register(healthRoutes, {
    dependencies: [
      { name: "database", ping: database.ping },
      ...(s3 ? [{ name: "storage" as const, ping: s3.ping }] : []),
      ...(redis ? [{ name: "redis" as const, ping: async () => void (await redis.ping()) }] : []),
    ],
  });
  const adminAuth = requireAdmin({
    adminTokenSha256: secrets.adminTokenSha256,
    failures: redis
      ? createRedisFailureCounter(redis, "minty:admin-failures:", ADMIN_FAILURES.windowMs)
      : createMemoryFailureCounter(ADMIN_FAILURES.windowMs),
    hashIp,
  });

  const contactStore = createContactStore(database.db);
  const contact = createContactService({
    store: contactStore,
    mailer: deps.mailer,
    mail: config.smtp && { to: config.smtp.to, from: config.smtp.from, brandName: config.brandName },
    hashIp,
    log: app.log,
  });
  await app.register(contactRoutes, { service: contact, store: contactStore, adminAuth });
  await app.register(analyticsRoutes, { db: database.db, adminAuth });

  // Stripe when its three keys are set; otherwise the local test processor.
  const stripe = config.stripe && createStripeProvider(config.stripe);
  const local = stripe ? undefined : createLocalPaymentProcessor(database.db);
  const portraitWork =
    deps.portraitWork ??
    (config.portraitWork === "queue"
      ? await createQueuedPortraitWork(config.databaseUrl!)
      : createPortraitWorkPool());
  if (!deps.portraitWork) app.addHook("onClose", () => portraitWork.close());
  const portraitStore = createPortraitStore(database.db);
  const portraits = createPortraitService({
    store: portraitStore,
    storage,
    work: portraitWork,
    replicate:
      config.replicate &&
      createReplicateClient({
        ...config.replicate,
        timeoutMs: PORTRAIT_LIMITS.requestTimeoutMs,
        pollIntervalMs: 1_000,
      }),
    hashIp,
    log: app.log,
  });
  const deleteExpired = createRetention(portraitStore, storage, config.retention, app.log);
  const stopRetention = scheduleTask({
    db: database.db,
    name: "retention",
    everyMs: RETENTION_EVERY_MS,
    firstAfterMs: 60_000,
    task: async () => void (await deleteExpired()),
    log: app.log,
  });
  app.addHook("onClose", stopRetention);
  const payments = createPaymentService({
    store: createOrderStore(database.db),
    provider: stripe ? stripe.provider : local!.provider,
    local,
    signer: createUrlSigner(secrets.signingSecret),
    prints: portraits,
    log: app.log,
  });
  await app.register(paymentRoutes, { service: payments });
  if (stripe) await app.register(stripeWebhookRoutes, { stripe, service: payments });

  const llm = deps.llm ?? (config.llm && createLlmClient(config.llm));
  const nameProvider: NameProvider = llm ? createLlmNameProvider(llm, app.log) : localNameProvider;
  const names = createNamesService({
    store: createNamesStore(database.db),
    provider: nameProvider,
    isCollectionPaid: payments.namesPaid,
    hashIp,
  });
  await app.register(namesRoutes, { service: names });
  await app.register(portraitRoutes, { service: portraits });
  const clinicStore = createClinicStore(database.db);
  const vets = createVetsService(clinicStore);
  await app.register(vetsRoutes, { service: vets });
  registerSeoFiles(app, config.publicUrl, () => clinicStore.publicPaths());
  const imports = createImportService({
    store: clinicStore,
    yelp: config.yelp && createYelpClient(config.yelp),
    overpass: createOverpassClient({ url: config.overpassUrl }),
    log: app.log,
  });
  await app.register(vetAdminRoutes, { service: imports, adminAuth });
  // Yelp's terms: its content may be kept for 24 hours.
  const purge = setInterval(
    () => void clinicStore.purgeYelp(24).catch((err) => app.log.error({ err }, "Yelp purge failed")),
    3_600_000,
  );
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));
  await app.register(astrologyRoutes, { llm, log: app.log, ...(deps.today ? { today: deps.today } : {}) });

  if (deps.mailer) {
    const timer = setInterval(() => void contact.deliverDue(), OUTBOX_INTERVAL_MS);
    timer.unref();
    app.addHook("onReady", async () => void contact.deliverDue());
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await contact.idle();
    });
  }

  // Unknown API paths answer JSON 404 instead of falling through to the page renderer.
  app.all("/api/*", { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  if (deps.web) {
    await registerPages(
      app,
      typeof deps.web === "function" ? await deps.web(app) : deps.web,
      {
        publicConfig: publicConfigOf(config),
        findClinic: async (state, city, slugOrId) =>
          (await clinicStore.find(state, city, slugOrId)) ?? clinicStore.findById(slugOrId),
      },
      config.env,
    );
  }
  return app;
}
