import { Link } from "react-router";
import { MAGIC_STYLES, theStyle } from "../../../contract/portrait-styles";
import { SAMPLE_PHOTO, styleSample } from "../../lib/sample-photo";
import { buttonClass } from "../../ui/button";

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
              <img
                src={styleSample(style.id)}
                width={SAMPLE_PHOTO.width}
                height={SAMPLE_PHOTO.height}
                alt={`A tabby cat painted in ${theStyle(style.name)} by Minty`}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
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
