#!/usr/bin/env node
// The tests need programs from the operating system: Debian's Chromium (and an emoji font) for the browser tests,
// poppler's `pdftotext` for reading the PDFs we generate, and Redis for the shared rate limits. On a Debian machine where we are root (CI, a
// fresh server) they are installed with apt-get; anywhere else the message says what to install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "./chromium.mjs";

const TOOLS = {
  chromium: {
    present: () => existsSync(CHROMIUM_PATH),
    packages: ["chromium", "fonts-liberation"],
  },
  // The pages' emoji (the name form's personality chips) in screenshots, as people's devices show them.
  // Only a nicety: installed where apt-get can, never asked for elsewhere.
  "emoji font": {
    present: () => existsSync("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    packages: ["fonts-noto-color-emoji"],
    optional: true,
  },
  pdftotext: {
    present: () => spawnSync("pdftotext", ["-v"]).error === undefined,
    packages: ["poppler-utils"],
  },
  // The shared rate-limit tests count in Redis; they start their own server when none is running.
  "redis-server": {
    present: () => spawnSync("redis-server", ["--version"]).error === undefined,
    packages: ["redis-server"],
  },
};

const canApt = () => process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0;

function apt(args) {
  const result = spawnSync("apt-get", args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status})`);
}

/** Installs the missing ones of `names` (keys of TOOLS), or throws saying how to. */
export function ensureSystemTools(names) {
  const missing = names.filter((n) => !TOOLS[n].present());
  const aptAvailable = canApt();
  const packages = missing
    .filter((n) => aptAvailable || !TOOLS[n].optional)
    .flatMap((n) => TOOLS[n].packages);
  if (packages.length === 0) return;
  if (!aptAvailable) {
    throw new Error(
      `The tests need ${packages.join(", ")}. Install them (Debian: sudo apt-get install -y ${packages.join(" ")}), ` +
        "or point CHROMIUM_PATH at a Chromium binary.",
    );
  }
  console.log(`Installing ${packages.join(", ")} with apt-get (needed by the tests)...`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...packages]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureSystemTools(process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TOOLS));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
