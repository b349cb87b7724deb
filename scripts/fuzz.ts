/**
 * Schema-driven fuzzer: `npm run test:fuzz` (FUZZ_SEED, FUZZ_RUNS; defaults below).
 *
 * Builds the whole app (embedded database, web build, real image checks) and sends seeded, repeatable
 * requests over every endpoint of the OpenAPI document, the hidden routes and every page route:
 * values drawn from each schema with hostile strings mixed in (NUL, lone surrogates, bidi controls,
 * huge and deeply nested values), wrong types, malformed JSON and multipart bodies, wrong methods and
 * missing or odd Host headers. Fails when any answer is a 5xx, or shows a stack trace, SQL or a path.
 */
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import type { OpenAPIV3 } from "openapi-types";
import { buildApp } from "../src/server/app";
import { createInlinePortraitWork } from "../src/server/engines/portrait-work";
import { loadWebBuild } from "../src/server/http/pages";
import { TEST_ADMIN_TOKEN, testConfig } from "../src/server/testing/app";
import { createTestDatabase } from "../src/server/testing/database";
import { ensureBuild } from "./ensure-build.mjs";

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

type Schema = OpenAPIV3.SchemaObject;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

interface Endpoint {
  method: Method;
  /** Fastify-style path: /api/x/:id */
  path: string;
  params: string[];
  query?: Schema;
  body?: Schema;
  multipart?: boolean;
  page?: boolean;
}

interface FuzzRequest {
  endpoint: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

// ---- values ----------------------------------------------------------------------------------

const BIDI = ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200f", "\u061c"];
const hostileConstants = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\ud83d\ude00\ud800",
  `${BIDI[0]}gnp.exe`,
  `${BIDI[2]}evil${BIDI[5]}`,
  "../../etc/passwd",
  "%00%2e%2e%2f",
  "' OR 1=1 --",
  "'; drop table orders; --",
  '<script>alert("x")</script>',
  "javascript:alert(1)",
  "data:text/html,<b>x</b>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  "${7*7}{{7*7}}",
  "\r\nX-Injected: yes",
  "",
  " ",
  "null",
  "NaN",
  "-1",
  "1e309",
  "🐶".repeat(60),
  "\uFEFF\u200B",
);
/** Any UTF-16 code units, lone surrogates and controls included. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 })
  .map((units) => String.fromCharCode(...units));
const hugeString = fc.constantFrom(10_000, 100_000, 600_000).map((n) => "A".repeat(n));
const hostileString = fc.oneof(
  { weight: 5, arbitrary: hostileConstants },
  { weight: 4, arbitrary: codeUnits },
  { weight: 1, arbitrary: hugeString },
);

function deepNest(depth: number): unknown {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(10, 40, 200).map(deepNest) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 5 }) },
);

function schemaValue(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValue(schema ?? {}, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (options?.length) return fc.oneof(...options.map((s) => validValue(s, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0] as Schema, depth);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant((schema as { const: unknown }).const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) }),
        fc.constantFrom(
          "A fluffy grey kitten who loves sunbeams",
          "Austin, TX",
          "78701",
          "magic_1700000000000_abcdef",
          "classic_1700000000000_abcdef",
          "3f1c9b0e-0000-4000-8000-000000000000",
          "pi_local_0000",
          "2020-02-29",
          "ada@example.com",
          "https://example.com",
        ),
      );
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      if (depth > 4) return fc.constant([]);
      return fc.array(schemaValue((schema as OpenAPIV3.ArraySchemaObject).items as Schema, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case "object": {
      if (depth > 4) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, schemaValue(s, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      return fc
        .tuple(record, fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }))
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    default:
      return hostileValue;
  }
}

// ---- encoding ---------------------------------------------------------------------------------

/** Percent-encodes any string, lone surrogates included (as the raw bytes a client could send). */
function encodePart(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

function queryString(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  const parts = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${encodePart(k)}=${encodePart(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`,
  );
  return parts.length ? `?${parts.join("&")}` : "";
}

function safeJson(value: unknown): string {
  // JSON.stringify keeps lone surrogates as escapes, which is exactly what a hostile client sends.
  return JSON.stringify(value) ?? "null";
}

// ---- requests ---------------------------------------------------------------------------------

const ownerCookie = `minty_owner=${randomBytes(32).toString("base64url")}`;

const headersArb = fc.record({
  host: fc.oneof(
    { weight: 6, arbitrary: fc.constant("minty.test") },
    { weight: 1, arbitrary: fc.constantFrom("", "bad host", "[::1", "evil.example:99999", "a".repeat(300)) },
  ),
  cookie: fc.constantFrom(ownerCookie, "", "minty_owner=not-a-secret", "minty_owner=\u0000"),
  authorization: fc.constantFrom(`Bearer ${TEST_ADMIN_TOKEN}`, "", "Bearer wrong", "Basic Zm9vOmJhcg=="),
});

const malformedJson = fc.constantFrom(
  "{",
  "",
  "null",
  "[]",
  '"text"',
  "{'single': 1}",
  '{"a":1,}',
  "\u0000",
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
);

function multipartBody(
  parts: { name: string; filename?: string; data: Buffer | string }[],
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, "latin1"));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
  fc.constantFrom(
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"),
    Buffer.from("GIF89a"),
  ),
);

const multipartArb = fc.oneof(
  fc
    .tuple(hostileString, fileBytes, fc.constantFrom("pet.jpg", "../../x.png", "a\u0000.jpg"))
    .map(([sessionId, data, filename]) => ({
      contentType: "multipart/form-data; boundary=fuzz",
      payload: multipartBody(
        [
          { name: "sessionId", data: sessionId },
          { name: "photo", filename, data },
        ],
        "fuzz",
      ),
    })),
  fc
    .constantFrom(
      '--fuzz\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc',
      "--fuzz\r\nnot a header\r\n\r\n--fuzz--",
      "--other\r\n\r\n",
      "",
      "--fuzz--",
    )
    .map((payload) => ({ contentType: "multipart/form-data; boundary=fuzz", payload })),
  fc.constantFrom(
    { contentType: "multipart/form-data", payload: "abc" },
    { contentType: "multipart/form-data; boundary=", payload: "--\r\n" },
    { contentType: "application/json", payload: "{}" },
  ),
);

function requestArb(endpoint: Endpoint): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(endpoint.method) },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  );
  const params = fc.array(
    fc.oneof(
      { weight: 2, arbitrary: validValue({ type: "string" }, 0) as fc.Arbitrary<string> },
      { weight: 1, arbitrary: hostileString.filter((s) => s.length < 5_000) },
    ),
    { minLength: endpoint.params.length, maxLength: endpoint.params.length },
  );
  const query = endpoint.query
    ? schemaValue(endpoint.query)
    : fc.option(fc.dictionary(hostileString, hostileString, { maxKeys: 3 }));
  const body = endpoint.multipart
    ? multipartArb
    : endpoint.body
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: schemaValue(endpoint.body).map((v) => ({
              contentType: "application/json",
              payload: safeJson(v),
            })),
          },
          {
            weight: 1,
            arbitrary: malformedJson.map((payload) => ({ contentType: "application/json", payload })),
          },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded")
              .map((contentType) => ({ contentType, payload: "a=1" })),
          },
        )
      : fc.constant(undefined);
  return fc
    .record({ method, params, query, body, headers: headersArb })
    .map(({ method, params, query, body, headers }) => {
      let path = endpoint.path;
      endpoint.params.forEach((name, i) => {
        path = path.replace(`:${name}`, encodePart(params[i] ?? ""));
      });
      const sent: Record<string, string> = { ...headers };
      if (body) sent["content-type"] = body.contentType;
      return {
        endpoint: `${endpoint.method} ${endpoint.path}`,
        method,
        url: `${path}${queryString(query)}`,
        headers: sent,
        ...(body && method !== "GET" && method !== "HEAD" ? { payload: body.payload } : {}),
      };
    });
}

// ---- the routes -------------------------------------------------------------------------------

function endpointsOf(doc: OpenAPIV3.Document): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const query = parameters.filter((p) => p.in === "query");
      const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      const multipart = "multipart/form-data" in content || path === "/api/portrait-photo";
      endpoints.push({
        method: method.toUpperCase() as Method,
        path: path.replace(/\{(\w+)\}/g, ":$1"),
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        ...(query.length
          ? {
              query: {
                type: "object",
                properties: Object.fromEntries(query.map((p) => [p.name, (p.schema ?? {}) as Schema])),
                required: query.filter((p) => p.required).map((p) => p.name),
              },
            }
          : {}),
        ...(content["application/json"]?.schema
          ? { body: content["application/json"].schema as Schema }
          : {}),
        ...(multipart ? { multipart: true } : {}),
      });
    }
  }
  return endpoints;
}

/** Routes left out of the OpenAPI document, and every page route of the web app. */
const EXTRA: Endpoint[] = [
  { method: "GET", path: "/api/portrait-previews/:id", params: ["id"] },
  {
    method: "GET",
    path: "/api/downloads/:id",
    params: ["id"],
    query: { type: "object", properties: { expires: { type: "string" }, sig: { type: "string" } } },
  },
  { method: "GET", path: "/api/openapi.json", params: [] },
  { method: "GET", path: "/robots.txt", params: [] },
  { method: "GET", path: "/sitemap.xml", params: [] },
  ...[
    "/",
    "/pet-names",
    "/pet-name-generator",
    "/pet-astrology",
    "/magic-portraits",
    "/classic-portraits",
    "/vet-finder",
    "/checkout",
    "/transformation-checkout",
    "/magic-portraits/checkout",
    "/transformation-success",
    "/contact",
    "/admin/data-import",
    "/admin/funnel",
  ].map((path): Endpoint => ({ method: "GET", path, params: [], page: true })),
  { method: "GET", path: "/vet-finder/:state/:city/:slug", params: ["state", "city", "slug"], page: true },
  { method: "GET", path: "/:anything", params: ["anything"], page: true },
];

// ---- checks -----------------------------------------------------------------------------------

const LEAKS: [string, RegExp][] = [
  ["stack trace", /\bat [\w.<>$ ]+ \(?[^)\s]+:\d+:\d+\)?/],
  ["file path", /(\/(home|root|work|srv|usr|tmp)\/[\w.-]+\/|node_modules|src\/server\/)/],
  [
    "SQL",
    /\b(syntax error at or near|duplicate key value|violates (foreign key|not-null|check) constraint|relation "\w+"|column "\w+" does not exist|select \S+ from "?\w+"?\s+where)\b/i,
  ],
];

function problemsOf(status: number, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  for (const [name, pattern] of LEAKS) if (pattern.test(body)) problems.push(`${name} in body`);
  return problems;
}

// ---- run --------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await ensureBuild();
  const database = await createTestDatabase();
  const app = await buildApp(
    testConfig({ PUBLIC_URL: "https://minty.test", PAYMENTS_MODE: "test", TRUST_PROXY: "false" }),
    {
      database,
      web: await loadWebBuild(),
      portraitWork: createInlinePortraitWork(),
      // Input handling is under test, not load: generating a batch of huge values blocks the loop,
      // which load shedding would rightly answer with 503s.
      pressure: { maxEventLoopDelay: 0, maxHeapUsedBytes: 0 },
    },
  );
  await app.ready();
  const endpoints = [...endpointsOf(app.swagger() as OpenAPIV3.Document), ...EXTRA];
  const perEndpoint = Math.ceil(RUNS / endpoints.length);
  const byStatus = new Map<string, number>();
  const failures: { request: FuzzRequest; status: number; problems: string[]; body: string }[] = [];
  let sent = 0;
  let clientNumber = 0;
  const started = performance.now();

  for (const [index, endpoint] of endpoints.entries()) {
    const requests = fc.sample(requestArb(endpoint), { seed: SEED + index, numRuns: perEndpoint });
    for (const request of requests) {
      clientNumber++;
      const res = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        // A different address each time, so that rate limits let the handlers run.
        remoteAddress: `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
      });
      sent++;
      const klass = `${Math.floor(res.statusCode / 100)}xx`;
      byStatus.set(klass, (byStatus.get(klass) ?? 0) + 1);
      const problems = problemsOf(res.statusCode, res.body);
      if (problems.length)
        failures.push({ request, status: res.statusCode, problems, body: res.body.slice(0, 300) });
    }
  }
  await app.close();
  await database.close();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: seed ${SEED}, ${sent} requests over ${endpoints.length} endpoints and pages in ${seconds} s`,
  );
  console.log(
    `answers: ${[...byStatus.entries()]
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
  );
  for (const failure of failures.slice(0, 25)) {
    const payload =
      failure.request.payload === undefined ? "" : String(failure.request.payload).slice(0, 200);
    console.log(
      `FAIL ${failure.problems.join(", ")} — ${failure.request.endpoint}: ${failure.request.method} ${failure.request.url.slice(0, 200)} ${JSON.stringify(failure.request.headers)} ${JSON.stringify(payload)}\n  → ${failure.body}`,
    );
  }
  const fiveXx = failures.filter((f) => f.status >= 500).length;
  console.log(`${sent - failures.length} passed, ${failures.length} failed (${fiveXx} × 5xx)`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
