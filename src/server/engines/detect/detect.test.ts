import { beforeAll, describe, expect, it } from "vitest";
import { type PhotoRow, readPhoto, readPhotoManifest } from "../../../../test/fixtures";
import { computeImageStats, type ImageStats } from "./image-stats";
import { analysePhoto, decide, decodePhoto, detectPet, type PetAnalysis } from "./index";
import { detectObjects } from "./nanodet";

const MIN_PET_RECALL = 0.97;
const MIN_NONPET_REJECTION = 0.8;

describe("detectPet on the photo fixtures", () => {
  const results: { row: PhotoRow; analysis: PetAnalysis; ms: number }[] = [];

  beforeAll(async () => {
    for (const row of readPhotoManifest()) {
      const start = performance.now();
      const analysis = await analysePhoto(readPhoto(row.file));
      results.push({ row, analysis, ms: performance.now() - start });
    }
  }, 180_000);

  it("meets the pet-recall and non-pet-rejection targets", () => {
    const bySubclass = new Map<string, { isPet: boolean; n: number; correct: number }>();
    for (const { row, analysis } of results) {
      const s = bySubclass.get(row.subclass) ?? { isPet: row.isPet, n: 0, correct: 0 };
      s.n++;
      if (analysis.result.isPet === row.isPet) s.correct++;
      bySubclass.set(row.subclass, s);
    }
    const lines = [...bySubclass.entries()]
      .sort(([a, x], [b, y]) => Number(y.isPet) - Number(x.isPet) || a.localeCompare(b))
      .map(
        ([sub, s]) =>
          `${s.isPet ? "pet    " : "non-pet"}  ${sub.padEnd(20)} ${String(s.correct).padStart(3)}/${String(s.n).padEnd(3)} ${((100 * s.correct) / s.n).toFixed(0).padStart(4)}% ${s.isPet ? "accepted" : "rejected"}`,
      );
    const pets = results.filter((r) => r.row.isPet);
    const nonPets = results.filter((r) => !r.row.isPet);
    const recall = pets.filter((r) => r.analysis.result.isPet).length / pets.length;
    const rejection = nonPets.filter((r) => !r.analysis.result.isPet).length / nonPets.length;
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const misses = results
      .filter((r) => r.analysis.result.isPet !== r.row.isPet)
      .map((r) => `  miss: ${r.row.file} (${r.analysis.reason})`);
    console.log(
      [
        "pet detection, per subclass:",
        ...lines,
        `pet recall ${(100 * recall).toFixed(1)}% (${pets.length}), non-pet rejection ${(100 * rejection).toFixed(1)}% (${nonPets.length})`,
        `time per image: median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times.at(-1)?.toFixed(0)} ms`,
        ...misses,
      ].join("\n"),
    );
    expect(recall).toBeGreaterThanOrEqual(MIN_PET_RECALL);
    expect(rejection).toBeGreaterThanOrEqual(MIN_NONPET_REJECTION);
  });

  it("calls a person photo a person", async () => {
    expect(await detectPet(readPhoto("nonpets/skimage_camera.png"))).toEqual({
      isPet: false,
      kind: "person",
      detected: "a person",
      confidence: 0.95,
    });
    const messi = results.find((r) => r.row.file === "nonpets/opencv_messi5.jpg");
    expect(messi?.analysis.result).toMatchObject({ isPet: false, kind: "person" });
  });

  it("maps COCO class ids correctly (a known cat is 'cat', a known person is 'person')", async () => {
    const cat = await detectObjects(await decodePhoto(readPhoto("pets/oxford_cat_Bengal_107.jpg")));
    expect(cat[0]?.label).toBe("cat");
    expect(cat[0]?.classId).toBe(15);
    expect(cat[0]?.score).toBeGreaterThan(0.6);
    // Box sanity: the cat covers a real part of the frame, inside 0..1.
    expect(cat[0]!.w * cat[0]!.h).toBeGreaterThan(0.2);
    expect(cat[0]!.x + cat[0]!.w).toBeLessThanOrEqual(1);
    const person = await detectObjects(await decodePhoto(readPhoto("nonpets/skimage_camera.png")));
    expect(person[0]?.label).toBe("person");
    expect(person[0]?.classId).toBe(0);
    expect(await detectPet(readPhoto("pets/oxford_cat_Bengal_107.jpg"))).toEqual({
      isPet: true,
      animals: ["cat"],
    });
  });

  it("gives the expected kind for clear-cut non-pets", () => {
    const kindOf = (file: string) => {
      const r = results.find((x) => x.row.file === file)?.analysis.result;
      return r && !r.isPet ? r.kind : "pet";
    };
    expect(kindOf("nonpets/skimage_text.png")).toBe("text");
    expect(kindOf("nonpets/opencv_LinuxLogo.jpg")).toBe("text");
    expect(kindOf("nonpets/kde_wallpaper_DarkestHour.jpg")).toBe("dark");
    expect(kindOf("nonpets/skimage_coffee.png")).toBe("object");
    expect(kindOf("nonpets/opencv_home.jpg")).toBe("scenery");
  });
});

describe("decide (rules without the model)", () => {
  const normalPhoto: ImageStats = {
    meanLuma: 120,
    p95Luma: 220,
    laplacianVar: 900,
    colours90: 90,
    flatShare: 0.05,
    edgeShare: 0.03,
    bimodality: 0.7,
    meanSaturation: 0.3,
    skyShareTop: 0.05,
    greenShare: 0.02,
    blueSkyTop: 0,
    maxTileLapVar: 3000,
    detailEvenness: 0.3,
    top8Share: 0.15,
  };
  const box = { x: 0.2, y: 0.2, w: 0.6, h: 0.6 };

  it("accepts a normal photo with no detection as an unknown pet (rabbit, hamster, fish…)", () => {
    expect(decide([], normalPhoto).result).toEqual({ isPet: true, animals: [] });
  });

  it("accepts a cat labelled dog, and never rejects when an animal is present", () => {
    const dog = { classId: 16, label: "dog", score: 0.55, ...box };
    const person = { classId: 0, label: "person", score: 0.9, ...box };
    expect(decide([person, dog], normalPhoto).result).toEqual({ isPet: true, animals: ["dog"] });
    expect(decide([dog], { ...normalPhoto, meanLuma: 20, p95Luma: 60 }).result.isPet).toBe(true);
  });

  it("does not name a teddy bear as an animal, nor reject on it (fluffy pets get called teddy bear)", () => {
    const teddy = { classId: 77, label: "teddy bear", score: 0.8, ...box };
    expect(decide([teddy], normalPhoto).result).toEqual({ isPet: true, animals: [] });
    const cup = { classId: 41, label: "cup", score: 0.6, ...box };
    expect(decide([cup], normalPhoto).result).toMatchObject({
      isPet: false,
      kind: "object",
      detected: "an object",
    });
  });

  it("rejects a dark photo", () => {
    expect(decide([], { ...normalPhoto, meanLuma: 25, p95Luma: 70 }).result).toMatchObject({
      isPet: false,
      kind: "dark",
      detected: "a dark or unclear photo",
    });
  });
});

describe("computeImageStats", () => {
  it("sees a flat two-colour graphic as such", () => {
    const width = 64;
    const height = 64;
    const data = new Uint8Array(width * height * 3).fill(255);
    for (let y = 20; y < 30; y++)
      for (let x = 5; x < 60; x++) data.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    const stats = computeImageStats({ data, width, height });
    expect(stats.top8Share).toBe(1);
    expect(stats.bimodality).toBeGreaterThan(0.95);
  });
});
