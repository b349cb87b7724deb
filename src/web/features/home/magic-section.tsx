import { Link } from "react-router";
import { MAGIC_STYLES, theStyle } from "../../../contract/portrait-styles";
import { buttonClass } from "../../ui/button";
import { TILE_FALLBACK_WIDTH, TILE_SIZE, tileSrcSet, tileUrl } from "./sample-tiles";

/**
 * A tile's width: half the 600-px column (less its 16-px padding and the 12-px gap) less the 4-px
 * gradient frame each side, so 270 px from a 600-px-wide window and 50vw − 30 px below it.
 */
const TILE_SIZES = "(min-width: 600px) 270px, calc(50vw - 30px)";

/**
 * The four styles as square tiles. Each picture keeps `aspect-square` beside its width and height:
 * Chromium notes a lazy image whose CSS height is `auto` with no CSS aspect ratio as one without
 * dimensions (in the Issues panel), though the attributes already reserve the square.
 */
export function MagicSection() {
  return (
    <section aria-labelledby="magic-title" className="mt-14">
      <h2 id="magic-title" className="text-center text-2xl font-semibold">
        Magic portraits in four styles
      </h2>
      <p className="mt-2 text-center text-muted">
        Upload one photo and we paint it four ways. Pick your favourite.
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3">
        {MAGIC_STYLES.map((style) => (
          <li
            key={style.id}
            className="rounded-[var(--radius-card)] p-1 shadow-soft"
            style={{ background: style.gradient }}
          >
            <div className="h-full overflow-hidden rounded-[calc(var(--radius-card)-4px)] bg-white">
              <picture>
                <source type="image/avif" srcSet={tileSrcSet(style.id, "avif")} sizes={TILE_SIZES} />
                <img
                  src={tileUrl(style.id, TILE_FALLBACK_WIDTH, "jpg")}
                  srcSet={tileSrcSet(style.id, "jpg")}
                  sizes={TILE_SIZES}
                  width={TILE_SIZE}
                  height={TILE_SIZE}
                  alt={`A tabby cat painted in ${theStyle(style.name)} by Minty`}
                  loading="lazy"
                  decoding="async"
                  className="block aspect-square w-full"
                />
              </picture>
              <div className="p-3">
                <p className="font-display font-semibold">{style.name}</p>
                <p className="text-sm text-muted">{style.description}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 text-center">
        <Link to="/magic-portraits" className={buttonClass("primary", "w-full sm:w-auto")}>
          Create Magic Portrait
        </Link>
      </div>
    </section>
  );
}
