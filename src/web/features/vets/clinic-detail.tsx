import { ChevronRight, ExternalLink, Globe, MapPin, Phone, Star } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DAY_NAMES, dayHoursText, formatPhone, isOpenNow, localTime } from "../../../contract/clinic-hours";
import type { Clinic } from "../../../contract/clinics";
import { US_STATES } from "../../../contract/us-states";
import { Badge } from "../../ui/badge";
import { buttonClass } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { ClinicBadges } from "./clinic-card";

/** Open/closed and today's row depend on the clinic's own clock; computed after hydration to stay current. */
function useClinicClock(clinic: Clinic) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!now) return { open: undefined, today: undefined };
  return { open: isOpenNow(clinic.hours, clinic.timeZone, now), today: localTime(now, clinic.timeZone).day };
}

export function ClinicDetail({ clinic }: { clinic: Clinic }) {
  const { open, today } = useClinicClock(clinic);
  const stateName = US_STATES[clinic.state] ?? clinic.state;
  const pricing = typeof clinic.pricing === "string" ? clinic.pricing : clinic.pricing?.display;
  const services = clinic.services.length > 0 ? clinic.services : clinic.specialties;
  return (
    <article className="wrap-anywhere">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
          <li>
            <Link to="/vet-finder" className="text-mint-800 underline-offset-4 hover:underline">
              Vet Finder
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden />
          <li>
            <Link
              to={`/vet-finder?q=${encodeURIComponent(stateName)}`}
              className="text-mint-800 underline-offset-4 hover:underline"
            >
              {stateName}
            </Link>
          </li>
          <ChevronRight className="size-4" aria-hidden />
          <li>
            <Link
              to={`/vet-finder?q=${encodeURIComponent(`${clinic.city}, ${clinic.state}`)}`}
              className="text-mint-800 underline-offset-4 hover:underline"
            >
              {clinic.city}
            </Link>
          </li>
        </ol>
      </nav>
      {clinic.isSample && (
        <p className="mt-3 rounded-xl bg-peach-100 p-3 text-sm text-peach-700" data-testid="sample-notice">
          Sample directory: this clinic is fictional, generated to show how the finder works.
        </p>
      )}
      <h1 className="mt-3 text-3xl font-semibold text-balance">{clinic.name}</h1>
      <p className="mt-2 flex items-start gap-1 text-muted">
        <MapPin className="mt-1 size-4 shrink-0" aria-hidden />
        {clinic.address}, {clinic.city}, {clinic.state} {clinic.zipCode}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {clinic.rating !== null && (
          <span className="inline-flex items-center gap-1 text-sm">
            <Star className="size-4 fill-[#f59e0b] text-[#f59e0b]" aria-hidden />
            <strong>{clinic.rating.toFixed(1)}</strong> ({clinic.reviewCount} reviews)
          </span>
        )}
        <ClinicBadges clinic={clinic} full />
        {pricing && <Badge tone="mint">Pricing: {pricing}</Badge>}
        {clinic.recentReviews && (
          <Badge tone="mint">
            Recent reviews: {clinic.recentReviews.rating.toFixed(1)} ({clinic.recentReviews.count})
          </Badge>
        )}
      </div>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {clinic.phone && (
          <a href={`tel:+1${clinic.phone.replace(/\D/g, "")}`} className={buttonClass("primary")}>
            <Phone className="size-5" aria-hidden /> Call {formatPhone(clinic.phone)}
          </a>
        )}
        {clinic.website ? (
          <a
            href={clinic.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary")}
          >
            <Globe className="size-5" aria-hidden /> Visit Website{" "}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        ) : (
          <button type="button" disabled className={buttonClass("secondary")}>
            Website Not Available
          </button>
        )}
      </div>

      <section aria-labelledby="hours-title" className={cardClass("mt-8 p-5")}>
        <div className="flex items-center justify-between">
          <h2 id="hours-title" className="text-xl font-semibold">
            Hours
          </h2>
          {open !== undefined && (
            <Badge tone={open ? "mint-strong" : "red"} size="md">
              {open ? "Open now" : "Closed now"}
            </Badge>
          )}
        </div>
        <table className="mt-3 w-full text-left">
          <tbody>
            {DAY_NAMES.map((name, day) => (
              <tr
                key={name}
                className={day === today ? "bg-mint-50 font-semibold" : undefined}
                aria-current={day === today ? "date" : undefined}
              >
                <th scope="row" className="py-1.5 pr-3 pl-2 font-medium">
                  {name}
                </th>
                <td className="py-1.5 pr-2">{dayHoursText(clinic.hours, day)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-muted">
          Times are local to the clinic ({clinic.timeZone.replace("_", " ")}). Last checked{" "}
          {new Date(clinic.fetchedAt).toLocaleDateString("en-US", { timeZone: "UTC" })}; please call ahead to
          confirm.
        </p>
      </section>

      {clinic.description && (
        <section aria-labelledby="about-title" className="mt-6">
          <h2 id="about-title" className="text-xl font-semibold">
            About
          </h2>
          <p className="mt-2 text-ink">{clinic.description}</p>
        </section>
      )}
      <section aria-labelledby="services-title" className="mt-6">
        <h2 id="services-title" className="text-xl font-semibold">
          Services & Specialties
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {services.map((s) => (
            <Badge as="li" key={s} tone="mint" size="md" weight="medium">
              {s}
            </Badge>
          ))}
        </ul>
      </section>
      <Link
        to={`/vet-finder?q=${encodeURIComponent(clinic.zipCode)}`}
        className={buttonClass("ghost", "mt-8")}
      >
        Find More Vets Nearby
      </Link>
    </article>
  );
}
