/**
 * Closing small holes in a pet mask. The network often leaves a white blaze or a bright eye out of
 * the pet; a style then paints a hole, outlined, in the middle of the face. A background region the
 * image border cannot reach, much smaller than the pet and not plainly background to the network, is
 * taken to be such a hole. Larger or clearly empty enclosed regions (the gap under a sitting cat's
 * chin, the floor between a ferret's legs) are kept as background.
 */

/** An enclosed hole up to this share of the pet's area is filled. */
export const MAX_HOLE_SHARE = 0.03;
/**
 * A hole is filled only if the network half saw pet there: a blaze scores about 0.15, the white
 * background between a cut-out ferret's legs 0.04 (chosen from those two photos, by eye).
 */
const MIN_HOLE_SALIENCY = 0.1;
/** The soft edge's width around a hole: the ramp spans a few pixels once resized to the photo. */
const RIM_PX = 3;

/**
 * Fills, in place, the small enclosed background regions of a mask (bytes, ≥ 128 = pet) where the
 * saliency it was thresholded from (0..1, same size) is not plainly background.
 */
export function fillSmallHoles(
  data: Uint8Array,
  width: number,
  height: number,
  saliency: Float32Array,
  maxShare = MAX_HOLE_SHARE,
): void {
  const n = width * height;
  let petArea = 0;
  for (let i = 0; i < n; i++) if ((data[i] ?? 0) >= 128) petArea++;
  const maxHole = petArea * maxShare;
  // 0 = unvisited background, 1 = visited; pet pixels are never queued.
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (seen[start] || (data[start] ?? 0) >= 128) continue;
    let head = 0;
    let tail = 0;
    let touchesBorder = false;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
      const i = queue[head++] ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
      for (const j of [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ]) {
        if (j >= 0 && !seen[j] && (data[j] ?? 0) < 128) {
          seen[j] = 1;
          queue[tail++] = j;
        }
      }
    }
    if (touchesBorder || tail > maxHole) continue;
    let sum = 0;
    for (let k = 0; k < tail; k++) sum += saliency[queue[k] ?? 0] ?? 0;
    if (sum / tail >= MIN_HOLE_SALIENCY) fill(data, width, height, queue.subarray(0, tail));
  }
}

/** Sets a hole to pet, with the soft rim the threshold left around it (else a faint ring shows). */
function fill(data: Uint8Array, width: number, height: number, hole: Int32Array): void {
  let ring = Array.from(hole);
  for (const i of ring) data[i] = 255;
  for (let step = 0; step < RIM_PX; step++) {
    const next: number[] = [];
    for (const i of ring) {
      const x = i % width;
      const y = (i - x) / width;
      for (const j of [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ]) {
        if (j >= 0 && (data[j] ?? 255) < 255) {
          data[j] = 255;
          next.push(j);
        }
      }
    }
    ring = next;
  }
}
