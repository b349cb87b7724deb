import { avifSrcSet, CLASSIC_SAMPLE, SAMPLE_PHOTO } from "../lib/sample-photo";
import { BeforeAfter } from "./before-after";

/**
 * The sample photo against our own classic portrait of it, on the before/after slider. `priority` where
 * it is the first screen's largest picture (the home page's LCP): fetched first, never lazily.
 */
export function ClassicSample({ priority = false }: { priority?: boolean }) {
  return (
    <BeforeAfter
      priority={priority}
      width={SAMPLE_PHOTO.width}
      height={SAMPLE_PHOTO.height}
      label="Drag to compare the photo and the portrait"
      before={{
        src: SAMPLE_PHOTO.src,
        avifSrcSet: avifSrcSet(SAMPLE_PHOTO.src, SAMPLE_PHOTO.avifWidths),
        alt: "Original photo of a tabby cat",
        label: "Photo",
      }}
      after={{
        src: CLASSIC_SAMPLE.src,
        avifSrcSet: avifSrcSet(CLASSIC_SAMPLE.src, CLASSIC_SAMPLE.avifWidths),
        alt: "The same cat as a watercolour and ink portrait by Minty",
        label: "Portrait",
      }}
    />
  );
}
