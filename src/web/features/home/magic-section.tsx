import { Link } from "react-router";
import { PORTRAIT_STYLES } from "../../../contract/site";
import { buttonClass } from "../../ui/button";
import { SAMPLE_PHOTO, STYLE_PREVIEW_FILTER } from "./sample-photo";

export function MagicSection() {
  return (
    <section aria-labelledby="magic-title" className="mt-14">
      <h2 id="magic-title" className="text-center text-2xl font-semibold">
        Magic portraits in four styles
      </h2>
      <p className="mt-2 text-center text-muted">One photo, four masterpieces. Pick your favourite.</p>
      <ul className="mt-5 grid grid-cols-2 gap-3">
        {PORTRAIT_STYLES.map((style) => (
          <li key={style.id} className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-soft">
            <img
              src={SAMPLE_PHOTO.src}
              width={SAMPLE_PHOTO.width}
              height={SAMPLE_PHOTO.height}
              alt={`Style preview: ${style.name}`}
              loading="lazy"
              className="aspect-square w-full object-cover"
              style={{ filter: STYLE_PREVIEW_FILTER[style.id] }}
            />
            <div className="p-3">
              <p className="font-display font-semibold">{style.name}</p>
              <p className="text-sm text-muted">{style.description}</p>
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
