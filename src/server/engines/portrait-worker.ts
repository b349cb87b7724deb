/** Runs CPU-heavy portrait work (pet detection, stylizing) in a worker thread of the pool. */
import { detectPet } from "./detect";
import { type StyleId, stylize } from "./stylize";

export type PortraitTask =
  | { task: "detect"; image: Uint8Array }
  | { task: "stylize"; style: StyleId; image: Uint8Array; petName?: string };

export default async function run(job: PortraitTask): Promise<unknown> {
  if (job.task === "detect") return detectPet(Buffer.from(job.image));
  const output = await stylize(
    job.style,
    Buffer.from(job.image),
    job.petName ? { petName: job.petName } : {},
  );
  return new Uint8Array(output);
}
