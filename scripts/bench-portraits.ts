/**
 * Per-style portrait stylizer benchmark: median of 3 runs and peak RSS at the preview's 800 px and
 * the print's 2400 px (budgets: 2 s and 8 s on one core). Each style and size runs in its own child
 * process so that its peak RSS is its own.
 * Run: `npx tsx scripts/bench-portraits.ts [image]`
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { STYLE_IDS, STYLE_LABELS, type StyleId, stylize } from "../src/server/engines/stylize";
import { photoPath } from "../test/fixtures";

const DEFAULT_IMAGE = "pets/oxford_dog_beagle_10.jpg";
const RUNS = 3;
/** The preview's and the print's long side, with the time each may take. */
const SIZES = [
  { side: 800, budgetMs: 2000 },
  { side: 2400, budgetMs: 8000 },
];

interface ChildResult {
  style: StyleId;
  width: number;
  height: number;
  timesMs: number[];
  peakRssMb: number;
}

async function child(style: StyleId, file: string, side: number): Promise<void> {
  // Pre-fit to the side so that every run measures a render of that size.
  const input = await sharp(readFileSync(file))
    .rotate()
    .resize({ width: side, height: side, fit: "inside" })
    .png()
    .toBuffer();
  const timesMs: number[] = [];
  let out: Buffer = Buffer.alloc(0);
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    out = await stylize(style, input, { petName: "Biscuit", maxSide: side });
    timesMs.push(performance.now() - t0);
  }
  const meta = await sharp(out).metadata();
  const result: ChildResult = {
    style,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    timesMs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === "--child") return child(args[1] as StyleId, args[2]!, Number(args[3]));
  const file = args[0] ?? photoPath(DEFAULT_IMAGE);
  const self = fileURLToPath(import.meta.url);
  console.log(`image: ${path.basename(file)}; median of ${RUNS} runs, one style per process`);
  const rows: string[][] = [["style", "size", "median ms", "min ms", "max ms", "budget ms", "peak RSS MB"]];
  for (const { side, budgetMs } of SIZES) {
    for (const style of STYLE_IDS) {
      const res = spawnSync(
        process.execPath,
        [...process.execArgv, self, "--child", style, file, String(side)],
        {
          encoding: "utf8",
        },
      );
      const line = res.stdout.trim().split("\n").pop() ?? "";
      if (res.status !== 0 || !line.startsWith("{")) {
        console.error(`${style} at ${side} px failed:\n${res.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(line) as ChildResult;
      const over = median(r.timesMs) > budgetMs;
      rows.push([
        `${style} (${STYLE_LABELS[style]})`,
        `${r.width}x${r.height}`,
        median(r.timesMs).toFixed(0),
        Math.min(...r.timesMs).toFixed(0),
        Math.max(...r.timesMs).toFixed(0),
        `${budgetMs}${over ? " OVER" : ""}`,
        r.peakRssMb.toFixed(0),
      ]);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows)
    console.log(r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join("  "));
}

await main();
