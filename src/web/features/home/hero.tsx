import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { ClassicSample } from "../../ui/classic-sample";

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
        <ClassicSample priority />
      </div>
      <Link to="/classic-portraits" className={buttonClass("primary", "mt-6 w-full sm:w-auto")}>
        Create Classic Portrait
      </Link>
    </section>
  );
}
