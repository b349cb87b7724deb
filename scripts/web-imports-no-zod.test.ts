import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "vite";
import { expect, it } from "vitest";

// zod is 25 kB gzip and, under the page's CSP, probes `new Function` (a best-practices error in
// Lighthouse). Pages validate on the server; the browser takes its limits and lists from the zod-free
// contract modules (names-constants, clinics-constants, ...), and only types from the zod ones.
const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // boundaries.test.ts lints probe files it writes for a moment under src/web/…/zz-probe; Vitest may run
    // it beside this file, and its probes import the server on purpose.
    if (entry.isDirectory()) return entry.name === "zz-probe" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The modules a file imports as values (a type-only import is erased from the bundle). */
function valueImports(file: string): string[] {
  const { module } = parseSync(file, readFileSync(file, "utf8"));
  const imports = module.staticImports
    .filter((statement) => statement.entries.length === 0 || statement.entries.some((entry) => !entry.isType))
    .map((statement) => statement.moduleRequest.value);
  const reexports = module.staticExports
    .flatMap((statement) => statement.entries)
    .flatMap((entry) => (entry.moduleRequest && !entry.isType ? [entry.moduleRequest.value] : []));
  return [...imports, ...reexports];
}

/** The chain of value imports from `file` that reaches zod, or undefined. */
function pathToZod(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const spec of valueImports(file)) {
    if (spec === "zod" || spec.startsWith("zod/")) return [file, spec];
    if (!spec.startsWith(".")) continue;
    const base = path.resolve(path.dirname(file), spec);
    const target = [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((f) => existsSync(f));
    const chain = target && pathToZod(target, seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

it("no web module brings zod into the browser", () => {
  const chains = sourceFiles(path.join(root, "src/web"))
    .map((file) => pathToZod(file))
    .filter((chain) => chain !== undefined)
    .map((chain) => chain.map((f) => path.relative(root, f)).join(" → "));
  expect(chains).toEqual([]);
});

it("would notice a value import from a zod contract module", () => {
  const probe = path.join(root, "src/contract/clinics.ts");
  expect(pathToZod(probe)?.at(-1)).toBe("zod");
});
