import { Link } from "react-router";
import { CLASSIC_SAMPLE, SAMPLE_PHOTO } from "../../lib/sample-photo";
import { BeforeAfter } from "../../ui/before-after";
import { buttonClass } from "../../ui/button";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="text-center">
      <h1 id="hero-title" className="text-4xl leading-tight font-semibold text-balance sm:text-5xl">
        Turn your pet's photo into a timeless portrait
      </h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-muted">
        A watercolour-and-ink keepsake of your best friend, ready in minutes.
      </p>
      <div className="mt-6">
        <BeforeAfter
          width={SAMPLE_PHOTO.width}
          height={SAMPLE_PHOTO.height}
          label="Drag to compare the photo and the portrait"
          before={{ src: SAMPLE_PHOTO.src, alt: "Original photo of a tabby cat", label: "Photo" }}
          after={{
            src: CLASSIC_SAMPLE.src,
            alt: "The same cat as a watercolour and ink portrait by Minty",
            label: "Portrait",
          }}
        />
      </div>
      <Link to="/classic-portraits" className={buttonClass("primary", "mt-6 w-full sm:w-auto")}>
        Create Classic Portrait
      </Link>
    </section>
  );
}
