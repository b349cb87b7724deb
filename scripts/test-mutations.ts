/**
 * `npm run test:mutations`: removes each rule that guards money or access, one at a time, runs the tests
 * that should notice, and prints which test caught it. Fails when a removed rule goes unnoticed (a
 * surviving mutant) or when a rule's text is no longer found (the list must follow the code).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

interface Mutation {
  rule: string;
  file: string;
  /** Exact text of the rule, found exactly once in the file… */
  find: string;
  /** …and what it becomes with the rule gone. */
  replace: string;
  /** The test files (and test-name pattern) that guard it. */
  tests: string[];
  only?: string;
}

const PAYMENTS = "src/server/features/payments/service.ts";
const PORTRAIT_PAYMENTS = "src/server/features/payments/portrait-payments.test.ts";
const STRIPE = "src/server/features/payments/stripe.test.ts";

const MUTATIONS: Mutation[] = [
  {
    rule: "fulfilment: the intent has succeeded",
    file: PAYMENTS,
    find: 'intent?.status === "succeeded" &&',
    replace: "intent !== undefined &&",
    tests: [STRIPE],
  },
  {
    rule: "fulfilment: amount matches the order",
    file: PAYMENTS,
    find: "intent.amountCents === order.amountCents &&",
    replace: "",
    tests: [STRIPE],
  },
  {
    rule: "fulfilment: currency matches the order",
    file: PAYMENTS,
    find: "intent.currency === order.currency &&",
    replace: "",
    tests: [STRIPE],
  },
  {
    rule: "fulfilment: metadata.orderId is the order",
    file: PAYMENTS,
    find: "&&\n      intent.orderId === order.id;",
    replace: ";",
    tests: [STRIPE],
  },
  {
    rule: "pricing: a portrait's amount is the server's price",
    file: PAYMENTS,
    find: "if (Math.round(request.amount * 100) !== plan.cents) {",
    replace: "if (false) {",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "pricing: a classic portrait is not sold at the magic price",
    file: PAYMENTS,
    find: " || session.kind !== plan.styleType)",
    replace: ")",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "ownership: only the session's browser starts its checkout",
    file: PAYMENTS,
    find: "if (!session || !owner || session.ownerHash !== owner ||",
    replace: "if (!session ||",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "ownership: only the session's portraits are sold",
    file: PAYMENTS,
    find: "if (owned.some((r) => !r))",
    replace: "if (false)",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "ownership: only the buyer's browser gets the download links",
    file: PAYMENTS,
    find: "!owner ||\n        session?.ownerHash !== owner ||",
    replace: "!session ||",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "ownership: a portrait session answers only its browser",
    file: "src/server/features/portraits/service.ts",
    find: "if (!session || !owner || session.ownerHash !== owner) throw notFound(SESSION_ERROR);",
    replace: "if (!session) throw notFound(SESSION_ERROR);",
    tests: ["src/server/features/portraits/portraits-api.test.ts"],
    only: "sessions belong to the browser",
  },
  {
    rule: "names: the 25-name collection needs a paid order",
    file: "src/server/features/names/service.ts",
    find: "if (!(await isCollectionPaid(requestId))) {",
    replace: "if (false) {",
    tests: ["src/server/features/names/names-api.test.ts", STRIPE],
  },
  {
    rule: "names: a description has at least 10 characters",
    file: "src/contract/names-constants.ts",
    find: "minDescription: 10,",
    replace: "minDescription: 9,",
    tests: ["src/server/features/names/names-api.test.ts"],
  },
  {
    rule: "signed URLs: the signature is checked",
    file: "src/server/http/signed-urls.ts",
    find: "return expected.length === given.length && timingSafeEqual(expected, given);",
    replace: "return true;",
    tests: ["src/server/http/signed-urls.test.ts", PORTRAIT_PAYMENTS],
  },
  {
    rule: "signed URLs: an expired link is refused",
    file: "src/server/http/signed-urls.ts",
    find: " || at < Math.floor(now / 1000)",
    replace: "",
    tests: ["src/server/http/signed-urls.test.ts"],
  },
  {
    rule: "downloads: only behind a valid signed link",
    file: PAYMENTS,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the rule as written in the source
    find: "if (!signer.verify(`/api/downloads/${resultId}`, expires, signature)) {",
    replace: "if (false) {",
    tests: [PORTRAIT_PAYMENTS],
  },
  {
    rule: "admin: the token must match",
    file: "src/server/http/admin-auth.ts",
    find: "if (match && timingSafeEqual(sha256(match[1]!), adminTokenSha256)) return;",
    replace: "return;",
    tests: ["src/server/features/contact/contact.test.ts"],
  },
  {
    rule: "admin: an address that keeps guessing is shut out",
    file: "src/server/http/admin-auth.ts",
    find: ">= ADMIN_FAILURES.max",
    replace: ">= Number.POSITIVE_INFINITY",
    tests: ["src/server/features/contact/contact.test.ts"],
  },
  {
    rule: "admin: wrong tokens are counted on every instance (Redis)",
    file: "src/server/app.ts",
    find: 'createRedisFailureCounter(redis, "minty:admin-failures:", ADMIN_FAILURES.windowMs)',
    replace: "createMemoryFailureCounter(ADMIN_FAILURES.windowMs)",
    tests: ["src/server/http/shared-limits.test.ts"],
  },
  {
    rule: "rate limits: counted on every instance (Redis)",
    file: "src/server/app.ts",
    find: '...(redis ? { redis, nameSpace: "minty:rate:", skipOnError: true } : {}),',
    replace: "",
    tests: ["src/server/http/shared-limits.test.ts"],
  },
  {
    rule: "payments: a public https site refuses the test processor unless asked for",
    file: "src/server/config.ts",
    find: 'if (env.PUBLIC_URL?.startsWith("https:") && !stripeSet && env.PAYMENTS_MODE !== "test")',
    replace: "if (false)",
    tests: ["src/server/config.test.ts"],
  },
  {
    rule: "sitemap: sample clinics are left out",
    file: "src/server/features/vets/store.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the rule as written in the source
    find: ".where(sql`${clinics.source} <> 'sample'`);",
    replace: ";",
    tests: ["src/server/features/vets/vets-api.test.ts"],
    only: "sitemap",
  },
];

const reports = mkdtempSync(path.join(tmpdir(), "minty-mutations-"));
let restore: (() => void) | undefined;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });
}

/** The names of the tests that failed, or undefined when the run itself broke (no report). */
function failedTests(mutation: Mutation, index: number): string[] | undefined {
  const report = path.join(reports, `${index}.json`);
  spawnSync(
    "npx",
    [
      "vitest",
      "run",
      ...mutation.tests,
      ...(mutation.only ? ["-t", mutation.only] : []),
      "--reporter=json",
      `--outputFile=${report}`,
    ],
    { stdio: "ignore", env: { ...process.env, TEST_REPORT_DIR: "" } },
  );
  try {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      testResults: { assertionResults: { status: string; fullName: string }[] }[];
    };
    return json.testResults.flatMap((file) =>
      file.assertionResults.filter((t) => t.status === "failed").map((t) => t.fullName),
    );
  } catch {
    return undefined;
  }
}

const rows: { rule: string; caughtBy: string; ok: boolean }[] = [];
MUTATIONS.forEach((mutation, index) => {
  const original = readFileSync(mutation.file, "utf8");
  const found = original.split(mutation.find).length - 1;
  if (found !== 1) {
    rows.push({
      rule: mutation.rule,
      caughtBy: `rule text found ${found} times in ${mutation.file}`,
      ok: false,
    });
    return;
  }
  restore = () => writeFileSync(mutation.file, original);
  writeFileSync(mutation.file, original.replace(mutation.find, mutation.replace));
  try {
    const failed = failedTests(mutation, index);
    if (failed === undefined)
      rows.push({
        rule: mutation.rule,
        caughtBy: "the test run broke: the mutation is not valid code",
        ok: false,
      });
    else if (failed.length === 0)
      rows.push({ rule: mutation.rule, caughtBy: "SURVIVED: no test failed", ok: false });
    else
      rows.push({
        rule: mutation.rule,
        caughtBy: failed[0]! + (failed.length > 1 ? ` (+${failed.length - 1})` : ""),
        ok: true,
      });
  } finally {
    restore();
    restore = undefined;
  }
  const row = rows.at(-1)!;
  console.log(`${row.ok ? "caught  " : "SURVIVED"}  ${row.rule}\n          ${row.caughtBy}`);
});
rmSync(reports, { recursive: true, force: true });

const survived = rows.filter((r) => !r.ok);
console.log(`\n| rule removed | caught by |\n| --- | --- |`);
for (const r of rows) console.log(`| ${r.rule} | ${r.caughtBy.replaceAll("|", "\\|")} |`);
console.log(
  `\n${rows.length - survived.length} of ${rows.length} removed rules caught${survived.length ? `; ${survived.length} not` : ""}.`,
);
process.exit(survived.length > 0 ? 1 : 0);
