import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { photoPath } from "../test/fixtures";

const root = path.resolve(import.meta.dirname, "..");
const tsx = (script: string, args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts", script), ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
const out = mkdtempSync(path.join(tmpdir(), "minty-cli-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("command-line tools", () => {
  it("detect prints one JSON line per file, pets and non-pets alike", () => {
    const cat = photoPath("pets/oxford_cat_Bengal_107.jpg");
    const text = photoPath("nonpets/skimage_text.png");
    const missing = path.join(out, "missing.jpg");
    const lines = tsx("detect.ts", [cat, text, missing])
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toMatchObject([
      { file: cat, isPet: true, animals: ["cat"] },
      { file: text, isPet: false, kind: "text" },
      { file: missing, isPet: false },
    ]);
  }, 60_000);

  it("segment writes the pet's mask at the photo's size, white on the pet", async () => {
    const photo = photoPath("pets/oxford_dog_beagle_10.jpg");
    const target = path.join(out, "mask.png");
    tsx("segment.ts", [photo, target]);
    const [mask, source] = [await sharp(target).metadata(), await sharp(photo).metadata()];
    expect(mask).toMatchObject({ format: "png", width: source.width, height: source.height });
    const { channels } = await sharp(target).stats();
    // Some pet, some background.
    expect(channels[0]!.mean).toBeGreaterThan(25);
    expect(channels[0]!.mean).toBeLessThan(230);
  }, 60_000);

  it("stylize writes one style as a PNG", async () => {
    const target = path.join(out, "pop.png");
    tsx("stylize.ts", ["pop-art", photoPath("pets/oxford_dog_beagle_10.jpg"), target]);
    const meta = await sharp(target).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeGreaterThan(100);
  }, 60_000);
});
