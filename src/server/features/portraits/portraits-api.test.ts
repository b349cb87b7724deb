import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLASSIC_STYLE, MAGIC_STYLES } from "../../../contract/portrait-styles";
import { selectRows } from "../../db/client";
import type { PetDetection } from "../../engines/detect";
import { createInlinePortraitWork } from "../../engines/portrait-work";
import { createLocalStorage } from "../../providers/storage";
import { browserCookie, createTestApp, type TestApp } from "../../testing/app";
import { watermarkCorner } from "../../testing/watermark-corner";

const CAT = readFileSync("public/images/chelsea-cat.webp");
/** The test's browser; INTRUDER is another one that has learnt its session ids. */
const OWNER = browserCookie();
const INTRUDER = browserCookie();
let nextDetection: PetDetection = { isPet: true, animals: ["cat"] };

/** Detection and stylizing stand-ins: the real engines have their own tests. */
/** While set, detection waits for it: requests stay in flight. */
let held: Promise<void> | undefined;
const fakeWork = createInlinePortraitWork({
  detect: async () => {
    await held;
    return nextDetection;
  },
  segment: (image) => sharp(image).greyscale().png().toBuffer(),
  stylize: async (_style, image) => sharp(image).negate().png().toBuffer(),
});

let t: TestApp;
let root: string;
let base: string;
let octet = 0;

const files = () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  try {
    // Masks are written in the background after an upload answers; uploads are counted without them.
    return walk(root).filter((f) => !f.includes(`${path.sep}masks${path.sep}`));
  } catch {
    return [];
  }
};
const maskFile = (photoId: string) => path.join(root, "masks", `${photoId}.png`);
const createSession = (sessionId: string, cookie = OWNER) =>
  t.app.inject({
    method: "POST",
    url: "/api/create-portrait-session",
    payload: { sessionId },
    headers: { cookie },
    remoteAddress: `10.6.0.${++octet % 250}`,
  });
const newSession = async (kind = "magic") => {
  const sessionId = `${kind}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const res = await createSession(sessionId);
  expect(res.json()).toEqual({ success: true, sessionId });
  return sessionId;
};
const upload = (
  sessionId: string,
  bytes: Uint8Array,
  name = "pet.jpg",
  cookie = OWNER,
  client = `10.7.0.${++octet % 250}`,
) => {
  const form = new FormData();
  form.append("sessionId", sessionId);
  form.append("photo", new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${base}/api/portrait-photo`, {
    method: "POST",
    body: form,
    headers: { "x-forwarded-for": client, cookie },
  });
};
const transform = (payload: object, cookie = OWNER) =>
  t.app.inject({
    method: "POST",
    url: "/api/ai-transform",
    payload,
    headers: { cookie },
    remoteAddress: `10.8.0.${++octet % 250}`,
  });
/** A PNG with only its header: the dimensions say one thing, and there are no pixels to decode. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer, type = "webp") => `data:image/${type};base64,${bytes.toString("base64")}`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "minty-files-"));
  t = await createTestApp(
    { TRUST_PROXY: "127.0.0.1" },
    { storage: createLocalStorage(root), portraitWork: fakeWork },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  nextDetection = { isPet: true, animals: ["cat"] };
});

describe("POST /api/create-portrait-session", () => {
  it("refuses ids that are not magic_/classic_{timestamp}_{random}", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-portrait-session",
      payload: { sessionId: "../../etc" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Invalid session id/);
  });
});

describe("POST /api/portrait-photo (real sockets)", () => {
  it("keeps a valid photo re-encoded as JPEG without metadata, under a key the server chose", async () => {
    const sessionId = await newSession();
    const withExif = await sharp(CAT)
      .rotate(90)
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret" } } })
      .jpeg()
      .toBuffer();
    const before = files().length;
    const res = await upload(sessionId, withExif, "../../evil name.jpg");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ photoId: expect.any(String) });
    const stored = files().filter((f) => f.includes(`${path.sep}originals${path.sep}`));
    expect(files().length).toBe(before + 1);
    // The pet is segmented at upload, so the mask is ready by the time a style is chosen.
    await expect.poll(() => existsSync(maskFile(body.photoId))).toBe(true);
    const newest = stored.map((f) => ({ f, m: readFileSync(f) })).find(({ f }) => !f.includes("evil"));
    expect(newest).toBeDefined();
    // Private to the server's user: pet photos are not world-readable.
    expect(statSync(newest!.f).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(newest!.f)).mode & 0o777).toBe(0o700);
    const meta = await sharp(newest!.m).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // EXIF orientation 6 was applied: the stored image is upright, so width and height swap back.
    expect([body.width, body.height]).toEqual([meta.width, meta.height]);
  });

  it("refuses 10 MB + 1 byte while streaming, and stores nothing", async () => {
    const sessionId = await newSession();
    const before = files().length;
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(sessionId, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("File too large - Please upload an image smaller than 10MB");
    expect(files().length).toBe(before);
  });

  it("never stores a truncated upload", async () => {
    const sessionId = await newSession();
    const before = files().length;
    const boundary = "----minty";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${sessionId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="pet.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST /api/portrait-photo HTTP/1.1\r\nHost: localhost\r\nCookie: ${OWNER}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + CAT.length + 100}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(CAT.subarray(0, Math.floor(CAT.length / 2)));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(files().length).toBe(before);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
  });

  it("decides the type by the bytes: a text file named .jpg is refused", async () => {
    const sessionId = await newSession();
    const res = await upload(sessionId, new TextEncoder().encode("definitely not an image"), "cat.jpg");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe("Invalid file type - Please upload an image file (JPG, PNG, etc.)");
  });

  it("refuses a decompression bomb from its header, at once", async () => {
    const sessionId = await newSession();
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const started = performance.now();
    const res = await upload(sessionId, bomb, "bomb.png");
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large \(50 megapixels; the limit is 40\)/);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("refuses absurd dimensions and aspect ratios from the header, before decoding", async () => {
    const sessionId = await newSession();
    for (const [width, height] of [
      [1, 39_999_999],
      [39_999_999, 1],
      [13_000, 2_000],
      [6_000, 900],
    ] as const) {
      const started = performance.now();
      const res = await upload(sessionId, pngHeaderOnly(width, height), "long.png");
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe(
        `This image is ${width} × ${height} pixels, which is not a photo we can paint. Please choose a regular photo of your pet.`,
      );
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });

  it("caps image requests in flight: two per client (429), eight per instance (503)", async () => {
    let release!: () => void;
    held = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const sessionId = await newSession();
      const fromOne = [
        upload(sessionId, CAT, "a.jpg", OWNER, "10.77.0.1"),
        upload(sessionId, CAT, "b.jpg", OWNER, "10.77.0.1"),
      ];
      await new Promise((r) => setTimeout(r, 300));
      const third = await upload(sessionId, CAT, "c.jpg", OWNER, "10.77.0.1");
      expect(third.status).toBe(429);
      expect((await third.json()).error).toMatch(/wait until your current photo is finished/);
      const others = [1, 2, 3, 4, 5, 6].map((i) => upload(sessionId, CAT, "d.jpg", OWNER, `10.77.1.${i}`));
      await new Promise((r) => setTimeout(r, 300));
      const full = await upload(sessionId, CAT, "e.jpg", OWNER, "10.77.2.1");
      expect(full.status).toBe(503);
      expect(full.headers.get("retry-after")).toBe("30");
      release();
      for (const res of await Promise.all([...fromOne, ...others])) expect(res.status).toBe(200);
      expect((await upload(sessionId, CAT, "f.jpg", OWNER, "10.77.0.1")).status).toBe(200);
    } finally {
      release();
      held = undefined;
    }
  });

  it("answers a malformed multipart body with a 400", async () => {
    const sessionId = await newSession();
    const broken = [
      `--x\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\n${sessionId}\r\n--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nabc`,
      "--x\r\nthis is not a part header\r\n\r\n--x--",
      "",
    ];
    for (const body of broken) {
      const res = await fetch(`${base}/api/portrait-photo`, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x", cookie: OWNER },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const noBoundary = await fetch(`${base}/api/portrait-photo`, {
      method: "POST",
      body: "abc",
      headers: { "content-type": "multipart/form-data", cookie: OWNER },
    });
    expect(noBoundary.status).toBeLessThan(500);
  });

  it("says clearly that HEIC is not supported", async () => {
    const sessionId = await newSession();
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode("ftypheic"),
      0,
      0,
      0,
      0,
      ...new Uint8Array(64),
    ]);
    const res = await upload(sessionId, heic, "IMG_0001.HEIC");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/HEIC photos aren't supported/);
  });

  it("refuses a photo without a pet with the not-a-pet answer", async () => {
    const sessionId = await newSession();
    nextDetection = { isPet: false, kind: "person", detected: "a person", confidence: 0.95 };
    const res = await upload(sessionId, CAT);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error:
        "This doesn't appear to be a pet photo. We detected: a person. Please upload a clear photo of your pet.",
      isPetDetectionError: true,
      detectedType: "person",
      confidence: 0.95,
    });
  });

  it("answers 404 for an unknown session", async () => {
    const res = await upload("magic_1700000000000_abcdef", CAT);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe("Session Error - Please refresh the page and try again.");
  });
});

describe("POST /api/ai-transform", () => {
  const vanGogh = MAGIC_STYLES[0];

  it("paints the uploaded photo and answers a watermarked preview; the unwatermarked file is never served", async () => {
    const sessionId = await newSession();
    expect((await upload(sessionId, CAT)).status).toBe(200);
    const res = await transform({
      imageData: dataUrl(CAT),
      style: vanGogh.prompt,
      width: 451,
      height: 300,
      provider: "replicate",
      sessionId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      filterName: "Van Gogh",
      watermarked: true,
      transformationId: expect.stringMatching(/^vintage_\d+_[0-9a-f]{8}$/),
    });
    expect(body.transformedImageUrl).toBe(`/api/portrait-previews/${body.transformationId}`);

    const preview = await t.app.inject(body.transformedImageUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-type"]).toBe("image/jpeg");
    // The painting is kept losslessly.
    const original = readFileSync(path.join(root, "results", `${body.transformationId}.png`));
    expect((await sharp(original).metadata()).format).toBe("png");
    const [a, b] = await Promise.all([watermarkCorner(preview.rawPayload), watermarkCorner(original)]);
    const difference = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    expect(difference).toBeGreaterThan(20); // the watermark panel sits there

    for (const url of [
      `/results/${body.transformationId}.png`,
      `/api/portrait-previews/../results/${body.transformationId}`,
      "/api/portrait-originals/x",
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
    }
  });

  it("uses the image sent with the request when nothing was uploaded, checking it for a pet", async () => {
    const sessionId = await newSession();
    const ok = await transform({
      imageData: dataUrl(CAT),
      style: "pop-art",
      width: 451,
      height: 300,
      sessionId,
    });
    expect(ok.statusCode).toBe(200);
    const other = await newSession();
    nextDetection = { isPet: false, kind: "scenery", detected: "scenery", confidence: 0.95 };
    const refused = await transform({
      imageData: dataUrl(CAT),
      style: "pop-art",
      width: 451,
      height: 300,
      sessionId: other,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      isPetDetectionError: true,
      error: expect.stringContaining("We detected: scenery."),
    });
  });

  it("validates the style against the server's list and the session's kind", async () => {
    const sessionId = await newSession();
    const unknown = await transform({
      imageData: dataUrl(CAT),
      style: "Make it a Monet",
      width: 1,
      height: 1,
      sessionId,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown style/);
    const mismatched = await transform({
      imageData: dataUrl(CAT),
      style: CLASSIC_STYLE.prompt,
      width: 1,
      height: 1,
      sessionId,
    });
    expect(mismatched.statusCode).toBe(403);
    const noSession = await transform({
      imageData: dataUrl(CAT),
      style: vanGogh.prompt,
      width: 1,
      height: 1,
      sessionId: "magic_1700000000000_zzzzzz",
    });
    expect(noSession.statusCode).toBe(404);
  });

  it("refuses a data URL whose bytes are not an image", async () => {
    const sessionId = await newSession();
    const res = await transform({
      imageData: `data:image/png;base64,${Buffer.from("hello world").toString("base64")}`,
      style: vanGogh.prompt,
      width: 1,
      height: 1,
      sessionId,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe("sessions belong to the browser that created them", () => {
  it("issues an HttpOnly, SameSite owner cookie to a browser that has none", async () => {
    const sessionId = `magic_${Date.now()}_fresh1`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/create-portrait-session",
      payload: { sessionId },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(
      /^minty_owner=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    // That cookie is what makes the session usable: without it, the same browser is a stranger.
    const owner = cookie.split(";")[0]!;
    expect((await upload(sessionId, CAT, "pet.jpg", owner)).status).toBe(200);
    expect((await upload(sessionId, CAT, "pet.jpg", "")).status).toBe(404);
    // A browser that already has one keeps it.
    const again = await createSession(`magic_${Date.now()}_fresh2`);
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("knowing a session id is not enough: no re-creating, uploading, painting or saving in it", async () => {
    const sessionId = await newSession();
    expect((await upload(sessionId, CAT)).status).toBe(200);
    const made = (
      await transform({ imageData: dataUrl(CAT), style: "vintage", width: 1, height: 1, sessionId })
    ).json();

    const taken = await createSession(sessionId, INTRUDER);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("Session Error - Please refresh the page and try again.");
    expect((await createSession(sessionId)).statusCode).toBe(200); // the owner may create it again

    const strangerPhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f0" } })
      .jpeg()
      .toBuffer();
    for (const cookie of [INTRUDER, ""]) {
      const uploaded = await upload(sessionId, strangerPhoto, "pet.jpg", cookie);
      expect(uploaded.status).toBe(404);
      expect((await uploaded.json()).error).toBe("Session Error - Please refresh the page and try again.");
      const painted = await transform(
        { imageData: dataUrl(strangerPhoto, "jpeg"), style: "pop-art", width: 1, height: 1, sessionId },
        cookie,
      );
      expect(painted.statusCode).toBe(404);
      const saved = await t.app.inject({
        method: "POST",
        url: "/api/save-transformations",
        headers: { cookie },
        payload: {
          sessionId,
          transformations: [
            { id: made.transformationId, filterName: "Van Gogh", imageUrl: "/x", watermarked: true },
          ],
        },
      });
      expect(saved.statusCode).toBe(404);
    }
    const [row] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from portrait_photos where session_id = ${sessionId}`,
    );
    expect(row!.n).toBe(1);
  });
});

describe("GET /api/portrait-sessions/:id (shown again after Back)", () => {
  it("lists the session's portraits to its own browser only", async () => {
    const sessionId = await newSession("classic");
    const made = (
      await transform({
        imageData: dataUrl(CAT),
        style: CLASSIC_STYLE.prompt,
        width: 451,
        height: 300,
        sessionId,
        petName: "Biscuit",
      })
    ).json();
    const mine = await t.app.inject({
      url: `/api/portrait-sessions/${sessionId}`,
      headers: { cookie: OWNER },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.json()).toEqual({
      sessionId,
      kind: "classic",
      portraits: [
        {
          transformationId: made.transformationId,
          styleId: "classic",
          filterName: CLASSIC_STYLE.name,
          transformedImageUrl: made.transformedImageUrl,
          petName: "Biscuit",
        },
      ],
    });
    const theirs = await t.app.inject({
      url: `/api/portrait-sessions/${sessionId}`,
      headers: { cookie: INTRUDER },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject(`/api/portrait-sessions/not-a-session`)).statusCode).toBe(400);
  });
});

describe("the photo sent with each transform (SPEC §7)", () => {
  const photosOf = async (sessionId: string) =>
    (
      await selectRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from portrait_photos where session_id = ${sessionId}`,
      )
    )[0]!.n;

  it("paints the full-size upload when the request carries the page's small preview of it", async () => {
    const sessionId = await newSession();
    expect((await upload(sessionId, CAT)).status).toBe(200);
    const preview = await sharp(CAT).resize({ width: 300 }).jpeg({ quality: 70 }).toBuffer();
    // Not checked again: the detector would refuse now, but this is the photo it already accepted.
    nextDetection = { isPet: false, kind: "person", detected: "a person", confidence: 0.95 };
    const res = await transform({
      imageData: dataUrl(preview, "jpeg"),
      style: "vintage",
      width: 300,
      height: 200,
      sessionId,
    });
    expect(res.statusCode).toBe(200);
    expect(await photosOf(sessionId)).toBe(1);
  });

  it("checks a different photo like an upload: refused when it is no pet, else it becomes the session's photo", async () => {
    const sessionId = await newSession();
    expect((await upload(sessionId, CAT)).status).toBe(200);
    const other = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3060c0" } })
      .jpeg()
      .toBuffer();
    nextDetection = { isPet: false, kind: "person", detected: "a person", confidence: 0.95 };
    const refused = await transform({
      imageData: dataUrl(other, "jpeg"),
      style: "vintage",
      width: 400,
      height: 300,
      sessionId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/We detected: a person/);
    expect(await photosOf(sessionId)).toBe(1);

    nextDetection = { isPet: true, animals: ["dog"] };
    const painted = await transform({
      imageData: dataUrl(other, "jpeg"),
      style: "vintage",
      width: 400,
      height: 300,
      sessionId,
    });
    expect(painted.statusCode).toBe(200);
    expect(await photosOf(sessionId)).toBe(2);
    // The fake stylizer negates: the painted file is the new blue photo, not the cat.
    const result = readFileSync(path.join(root, "results", `${painted.json().transformationId}.png`));
    const { dominant } = await sharp(result).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.b).toBeLessThan(100);
  });
});

describe("save and samples", () => {
  it("saves only the session's own transformations", async () => {
    const sessionId = await newSession();
    const made = (
      await transform({ imageData: dataUrl(CAT), style: "vintage", width: 1, height: 1, sessionId })
    ).json();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/save-transformations",
      headers: { cookie: OWNER },
      payload: {
        sessionId,
        transformations: [
          {
            id: made.transformationId,
            filterName: "Van Gogh",
            imageUrl: made.transformedImageUrl,
            watermarked: true,
          },
          { id: "pop-art_1_deadbeef", filterName: "Pop Art Style", imageUrl: "/x", watermarked: true },
        ],
      },
    });
    expect(res.json()).toEqual({ success: true, saved: 1 });
  });

  it("lists the four magic samples made by our stylizer", async () => {
    const res = await t.app.inject("/api/sample-transformations");
    expect(res.json().samples.map((s: { filterName: string }) => s.filterName)).toEqual([
      "Van Gogh",
      "Pop Art Style",
      "Oil Painting",
      "Picasso Style",
    ]);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });
});
