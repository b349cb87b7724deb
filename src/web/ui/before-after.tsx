import * as Slider from "@radix-ui/react-slider";
import { MoveHorizontal } from "lucide-react";
import { useState } from "react";
import { SLIDER_DEFAULT } from "../../contract/limits";
import { Badge } from "./badge";

interface Side {
  src: string;
  alt: string;
  label: string;
  /** Smaller AVIF copies, where there are some: browsers that read AVIF pick the one that fits. */
  avifSrcSet?: string;
}

/** The picture's width: the column (600 px less its padding) or the screen less its padding. */
const SIZES = "(min-width: 600px) 568px, calc(100vw - 32px)";

function SidePicture({ side, children }: { side: Side; children: React.ReactElement }) {
  if (!side.avifSrcSet) return children;
  return (
    // `contents`: the picture lays out as its image alone, so the image sizes to the frame as before.
    <picture className="contents">
      <source type="image/avif" srcSet={side.avifSrcSet} sizes={SIZES} />
      {children}
    </picture>
  );
}

/**
 * Two pictures on top of each other; the slider (0–100) reveals the "before" from the left. Only the
 * handle takes the pointer, and only horizontally: a swipe over the picture scrolls the page, as on
 * any other image, and the keyboard moves the handle too.
 */
export function BeforeAfter({
  before,
  after,
  width,
  height,
  label = "Compare before and after",
  priority = false,
}: {
  before: Side;
  after: Side;
  width: number;
  height: number;
  label?: string;
  /** The page's largest first-screen picture: fetched at high priority. */
  priority?: boolean;
}) {
  const [position, setPosition] = useState(SLIDER_DEFAULT);
  return (
    <figure className="relative overflow-hidden rounded-[var(--radius-card)] bg-mint-100 shadow-soft select-none">
      <SidePicture side={after}>
        <img
          src={after.src}
          alt={after.alt}
          width={width}
          height={height}
          fetchPriority={priority ? "high" : "auto"}
          className="block h-auto w-full"
          draggable={false}
        />
      </SidePicture>
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <SidePicture side={before}>
          <img
            src={before.src}
            alt={before.alt}
            width={width}
            height={height}
            fetchPriority={priority ? "high" : "auto"}
            className="block h-full w-full object-cover"
            draggable={false}
          />
        </SidePicture>
      </div>
      <Badge tone="white" className="pointer-events-none absolute top-3 left-3">
        {before.label}
      </Badge>
      <Badge tone="white" className="pointer-events-none absolute top-3 right-3">
        {after.label}
      </Badge>
      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow"
        style={{ left: `${position}%` }}
        aria-hidden
      />
      <Slider.Root
        className="pointer-events-none absolute inset-0 flex items-center"
        min={0}
        max={100}
        step={1}
        value={[position]}
        onValueChange={(value) => setPosition(value[0] ?? SLIDER_DEFAULT)}
      >
        <Slider.Track className="relative h-full grow">
          <Slider.Range className="absolute h-full" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label}
          className="pointer-events-auto flex size-11 cursor-ew-resize touch-pan-y items-center justify-center rounded-full border-2 border-white bg-mint-700 text-white shadow-soft"
        >
          <MoveHorizontal className="size-5" aria-hidden />
        </Slider.Thumb>
      </Slider.Root>
    </figure>
  );
}
