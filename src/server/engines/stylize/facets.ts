/**
 * A size-independent partition of the picture into angular facets by straight cuts, for the cubist
 * style. The picture is cut recursively (a binary space partition): each region is split by one
 * straight line that runs from edge to edge of that region, preferably along a strong edge of the
 * photo, so the facets are convex polygons with long straight sides and T-junctions, as in
 * analytic cubism. Pet and background are cut separately (the pet's silhouette is always a facet
 * edge): a few big planes for the background, smaller facets on the pet (smaller where it has
 * detail). No cut of the pet ever crosses its face zone (eyes, nose, mouth and around them).
 *
 * Everything is planned in "800 units" (the long side is 800 units at every output size), so a
 * 2400-px print is cut into exactly the same facets as its 800-px preview. `locateFacet` gives a
 * pixel's facet and the exact distance to the facet's nearest side (a leaf of the partition is the
 * intersection of the half-planes on its path, so that is the nearest of those lines).
 */
import { createRng } from "./raster";

/** Analysis fields at any resolution with the picture's aspect, each 0..1 unless said. */
export interface CutFields {
  width: number;
  height: number;
  mask: Float32Array;
  /** Edge strength (gradient magnitude), 0..1. */
  edge: Float32Array;
  /** Unit edge tangent. */
  tx: Float32Array;
  ty: Float32Array;
  /** Local detail of the pet: facets get smaller there. */
  detail: Float32Array;
  /** Face zone: the pet's cuts are planned without it (the renderer paints it on its own). */
  face: Float32Array;
}

/** The partition: a binary tree of cuts, in 800 units. Node k is a leaf when `leaf[k] >= 0`. */
export interface FacetTree {
  width: number;
  height: number;
  /** Cut line a·x + b·y + c = 0 with (a, b) a unit normal; left child where a·x + b·y + c < 0. */
  a: Float32Array;
  b: Float32Array;
  c: Float32Array;
  left: Int32Array;
  right: Int32Array;
  leaf: Int32Array;
  /** Roots of the background (0) and the pet (1) partitions. */
  roots: [number, number];
  /** Per leaf: 1 on the pet, and its depth in the tree. */
  leafPet: Uint8Array;
  leafDepth: Uint8Array;
  leafCount: number;
}

/** Plan-grid spacing in 800 units. */
const STEP = 3;

/** A hash-based random number in [0, 1), independent of any visiting order. */
export function cellRandom(seed: number, level: number, ix: number, iy: number, k: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const v of [level, ix, iy, k]) {
    h ^= v + 0x7f4a7c15 + ((h << 6) >>> 0) + (h >>> 2);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h / 4294967296;
}

/** Quantise to a coarse step, so a resampled photo plans the very same cuts. */
const q8 = (v: number) => Math.round(v * 8) / 8;

export function planFacets(fields: CutFields, seed: number): FacetTree {
  const { width: fw, height: fh } = fields;
  const long = Math.max(fw, fh);
  const W = (800 * fw) / long;
  const H = (800 * fh) / long;
  const gw = Math.max(2, Math.floor(W / STEP));
  const gh = Math.max(2, Math.floor(H / STEP));
  const gn = gw * gh;
  const px = new Float32Array(gn);
  const py = new Float32Array(gn);
  const edge = new Float32Array(gn);
  const tx = new Float32Array(gn);
  const ty = new Float32Array(gn);
  const detail = new Float32Array(gn);
  const face = new Float32Array(gn);
  const pet = new Uint8Array(gn);
  // Block means over each plan cell (not point samples), so a resampled photo plans the same cuts.
  const acc = new Float64Array(gn * 7);
  for (let y = 0; y < fh; y++) {
    const j = Math.min(gh - 1, Math.floor(((y + 0.5) / fh) * gh));
    for (let x = 0; x < fw; x++) {
      const i = Math.min(gw - 1, Math.floor(((x + 0.5) / fw) * gw));
      const o = (j * gw + i) * 7;
      const f = y * fw + x;
      const tx0 = fields.tx[f]!;
      const ty0 = fields.ty[f]!;
      acc[o]! += 1;
      acc[o + 1]! += fields.mask[f]!;
      acc[o + 2]! += fields.edge[f]!;
      acc[o + 3]! += fields.detail[f]!;
      acc[o + 4]! += fields.face[f]!;
      // Orientation as a doubled angle (a tangent's sign is arbitrary).
      acc[o + 5]! += tx0 * tx0 - ty0 * ty0;
      acc[o + 6]! += 2 * tx0 * ty0;
    }
  }
  for (let j = 0; j < gh; j++) {
    for (let i = 0; i < gw; i++) {
      const g = j * gw + i;
      const o = g * 7;
      const c = Math.max(1, acc[o]!);
      px[g] = (i + 0.5) * (W / gw);
      py[g] = (j + 0.5) * (H / gh);
      pet[g] = acc[o + 1]! / c >= 0.5 ? 1 : 0;
      edge[g] = acc[o + 2]! / c;
      detail[g] = q8(acc[o + 3]! / c);
      face[g] = acc[o + 4]! / c;
      const ang = 0.5 * Math.atan2(acc[o + 6]!, acc[o + 5]!);
      tx[g] = Math.cos(ang);
      ty[g] = Math.sin(ang);
    }
  }
  const cellArea = (W / gw) * (H / gh);

  const A: number[] = [];
  const B: number[] = [];
  const C: number[] = [];
  const L: number[] = [];
  const R: number[] = [];
  const leafOf: number[] = [];
  const leafPet: number[] = [];
  const leafDepth: number[] = [];
  const newNode = () => {
    A.push(0);
    B.push(0);
    C.push(0);
    L.push(-1);
    R.push(-1);
    leafOf.push(-1);
    return A.length - 1;
  };

  const build = (pts: Int32Array, set: number, depth: number, path: number): number => {
    const node = newNode();
    const n = pts.length;
    const makeLeaf = () => {
      leafOf[node] = leafPet.length;
      leafPet.push(set);
      leafDepth.push(depth);
      return node;
    };
    if (n < 8) return makeLeaf();
    const area = n * cellArea;
    let det = 0;
    let mx = 0;
    let my = 0;
    for (let k = 0; k < n; k++) {
      det += detail[pts[k]!]!;
      mx += px[pts[k]!]!;
      my += py[pts[k]!]!;
    }
    mx /= n;
    my /= n;
    // The region's long axis: a long shard is cut across, not into slivers.
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (let k = 0; k < n; k++) {
      const dx = px[pts[k]!]! - mx;
      const dy = py[pts[k]!]! - my;
      sxx += dx * dx;
      sxy += dx * dy;
      syy += dy * dy;
    }
    const root = Math.sqrt((sxx - syy) ** 2 + 4 * sxy * sxy);
    const l1 = (sxx + syy + root) / 2;
    const l2 = (sxx + syy - root) / 2;
    const elong = l1 > 0 ? 1 - l2 / l1 : 0;
    const axis = 0.5 * Math.atan2(2 * sxy, sxx - syy);
    det /= n;
    // Target facet size: big planes in the background, smaller facets where the pet has detail.
    const side = set === 0 ? 150 : 78 - 40 * Math.min(1, det * 1.3);
    if (area < side * side || depth >= (set === 0 ? 7 : 11)) return makeLeaf();
    const rng = createRng((seed ^ Math.imul(path + 1, 0x9e3779b1) ^ (set * 0x51ed27)) >>> 0);
    const sdMajor = Math.sqrt(Math.max(0, l1) / n);
    const sdMinor = Math.sqrt(Math.max(0, l2) / n);
    const cosA = Math.cos(axis);
    const sinA = Math.sin(axis);
    let best = -1e9;
    let ba = 0;
    let bb = 0;
    let bc = 0;
    for (let cand = 0; cand < 30; cand++) {
      // A point spread around the region's centre, the cut along the photo's edges there.
      const u1 = (rng() * 2 - 1) * 1.2 * sdMajor;
      const u2 = (rng() * 2 - 1) * 1.2 * sdMinor;
      const cx = mx + u1 * cosA - u2 * sinA;
      const cy = my + u1 * sinA + u2 * cosA;
      const gi = Math.min(gw - 1, Math.max(0, Math.floor((cx / W) * gw)));
      const gj = Math.min(gh - 1, Math.max(0, Math.floor((cy / H) * gh)));
      const p = gj * gw + gi;
      const jitter = (rng() - 0.5) * 0.25;
      const free = rng() * Math.PI;
      // The first cuts follow the silhouette's geometry only (stable under resampling); the later
      // ones follow the photo's edges.
      const ang = cand % 3 === 2 || depth < 4 ? free : Math.atan2(ty[p]!, tx[p]!) + jitter;
      // The normal of the cut.
      const a = -Math.sin(ang);
      const b = Math.cos(ang);
      const c = -(a * cx + b * cy);
      let nl = 0;
      let on = 0;
      let along = 0;
      for (let k = 0; k < n; k++) {
        const g = pts[k]!;
        const d = a * px[g]! + b * py[g]! + c;
        if (d < 0) nl++;
        if (d > -1.5 * STEP && d < 1.5 * STEP) {
          on++;
          along += edge[g]!;
        }
      }
      const bal = Math.min(nl, n - nl) / n;
      if (bal < 0.18) continue;
      const para = Math.cos(ang - axis) ** 2;
      const follow = set === 0 || depth < 4 ? 0 : 0.6;
      const score = bal + (on > 0 ? (follow * along) / on : 0) - 0.9 * elong * para + 0.02 * rng();
      if (score > best) {
        best = score;
        ba = a;
        bb = b;
        bc = c;
      }
    }
    if (best < -1e8) return makeLeaf();
    A[node] = ba;
    B[node] = bb;
    C[node] = bc;
    let nl = 0;
    for (let k = 0; k < n; k++) if (ba * px[pts[k]!]! + bb * py[pts[k]!]! + bc < 0) nl++;
    const lp = new Int32Array(nl);
    const rp = new Int32Array(n - nl);
    let li = 0;
    let ri = 0;
    for (let k = 0; k < n; k++) {
      const g = pts[k]!;
      if (ba * px[g]! + bb * py[g]! + bc < 0) lp[li++] = g;
      else rp[ri++] = g;
    }
    const l = build(lp, set, depth + 1, path * 2 + 1);
    const rr = build(rp, set, depth + 1, path * 2 + 2);
    L[node] = l;
    R[node] = rr;
    return node;
  };

  const roots: [number, number] = [0, 0];
  for (const set of [0, 1]) {
    let count = 0;
    // The face zone is painted on its own: the pet's cuts are planned around it.
    const use = (g: number) => pet[g] === set && (set === 0 || face[g]! <= 0.5);
    for (let g = 0; g < gn; g++) if (use(g)) count++;
    const pts = new Int32Array(count);
    let k = 0;
    for (let g = 0; g < gn; g++) if (use(g)) pts[k++] = g;
    roots[set] = build(pts, set, 0, set);
  }
  return {
    width: W,
    height: H,
    a: Float32Array.from(A),
    b: Float32Array.from(B),
    c: Float32Array.from(C),
    left: Int32Array.from(L),
    right: Int32Array.from(R),
    leaf: Int32Array.from(leafOf),
    roots,
    leafPet: Uint8Array.from(leafPet),
    leafDepth: Uint8Array.from(leafDepth),
    leafCount: leafPet.length,
  };
}

/** Result slots of `locateFacet`: leaf, distance to its nearest side (800 units), that side's cut node. */
export interface FacetHit {
  leaf: number;
  edge: number;
  cut: number;
}

/** The facet at (x, y) in 800 units, in the pet's partition or the background's. */
export function locateFacet(tree: FacetTree, x: number, y: number, isPet: boolean, hit: FacetHit): void {
  let node = tree.roots[isPet ? 1 : 0];
  let e = 1e6;
  let cut = -1;
  while (tree.leaf[node]! < 0) {
    const d = tree.a[node]! * x + tree.b[node]! * y + tree.c[node]!;
    const ad = d < 0 ? -d : d;
    if (ad < e) {
      e = ad;
      cut = node;
    }
    node = d < 0 ? tree.left[node]! : tree.right[node]!;
  }
  hit.leaf = tree.leaf[node]!;
  hit.edge = e;
  hit.cut = cut;
}

/** Labels a raster of any size: facet per pixel, and distance (800 units) to the facet's side. */
export function rasterizeFacets(
  tree: FacetTree,
  width: number,
  height: number,
  mask: Float32Array,
): { label: Int32Array; edge: Float32Array; cut: Int32Array } {
  const n = width * height;
  const label = new Int32Array(n);
  const edge = new Float32Array(n);
  const cut = new Int32Array(n);
  const u = tree.width / width;
  const hit: FacetHit = { leaf: 0, edge: 0, cut: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      locateFacet(tree, (x + 0.5) * u, (y + 0.5) * u, mask[i]! >= 0.5, hit);
      label[i] = hit.leaf;
      edge[i] = hit.edge;
      cut[i] = hit.cut;
    }
  }
  return { label, edge, cut };
}
