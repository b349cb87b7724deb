import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Probe files placed where real code lives, so the lint configuration's path rules apply to them.
const root = path.resolve(import.meta.dirname, "..");
const probes: string[] = [];

function lint(file: string, source: string): string {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  probes.push(path.join(root, file.split("/").slice(0, 4).join("/")));
  const result = spawnSync(
    path.join(root, "node_modules/.bin/biome"),
    ["lint", "--max-diagnostics=50", file],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return `${result.stdout}${result.stderr}`;
}

afterAll(() => {
  for (const dir of probes) rmSync(dir, { recursive: true, force: true });
});

describe("dependency boundaries (biome noRestrictedImports)", () => {
  it("contract imports neither server nor web", () => {
    const out = lint(
      "src/contract/zz-probe/a.ts",
      'import { x } from "../../server/app";\nexport const a = x;\n',
    );
    expect(out).toContain("contract depends on nothing in server or web");
  });

  it("web does not import server code", () => {
    const out = lint("src/web/zz-probe/a.ts", 'import { x } from "../../server/app";\nexport const a = x;\n');
    expect(out).toContain("web must not import server code");
  });

  it("server does not import web code", () => {
    const out = lint(
      "src/server/zz-probe/a.ts",
      'import { x } from "../../web/root";\nexport const a = x;\n',
    );
    expect(out).toContain("server must not import web code");
  });

  it("a server feature does not reach into another feature", () => {
    const out = lint(
      "src/server/features/zz-probe/a.ts",
      'import { x } from "../contact/store";\nimport { y } from "../../db/client";\nimport { z } from "./b";\nexport const a = [x, y, z];\n',
    );
    expect(out.match(/another feature's internals/g)?.length).toBe(1);
  });

  it("a web feature does not reach into another feature", () => {
    const out = lint(
      "src/web/features/zz-probe/a.ts",
      'import { x } from "../home/hero";\nimport { y } from "../../ui/button";\nexport const a = [x, y];\n',
    );
    expect(out.match(/another feature's internals/g)?.length).toBe(1);
  });
});
