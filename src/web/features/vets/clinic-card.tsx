import { Clock, MapPin, Phone, Siren, Star } from "lucide-react";
import { Link } from "react-router";
import { clinicPath, formatPhone } from "../../../contract/clinic-hours";
import type { Clinic } from "../../../contract/clinics";
import { Badge } from "../../ui/badge";
import { cardClass } from "../../ui/card";

/** Emergency and 24/7: short on a card, in full on the clinic's page (SPEC: "Emergency Care", "24/7 Open"). */
export function ClinicBadges({ clinic, full = false }: { clinic: Clinic; full?: boolean }) {
  return (
    <>
      {clinic.isEmergency && (
        <Badge tone="red">
          <Siren className="size-3.5" aria-hidden /> {full ? "Emergency Care" : "Emergency"}
        </Badge>
      )}
      {clinic.is24Hours && (
        <Badge tone="indigo">
          <Clock className="size-3.5" aria-hidden /> {full ? "24/7 Open" : "24/7"}
        </Badge>
      )}
    </>
  );
}

export function ClinicCard({ clinic }: { clinic: Clinic }) {
  const extra = clinic.specialties.length - 3;
  return (
    <li
      // Focusable from script: "Show more" moves the focus to the first clinic it added.
      tabIndex={-1}
      className={cardClass("p-4 wrap-anywhere outline-none")}
      data-testid="clinic-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold">{clinic.name}</h3>
        {clinic.distance !== undefined && (
          <span className="shrink-0 text-sm font-semibold text-mint-800">
            {clinic.distance.toFixed(1)} mi
          </span>
        )}
      </div>
      <p className="mt-1 flex items-start gap-1 text-sm text-muted">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        {clinic.address}, {clinic.city}, {clinic.state} {clinic.zipCode}
      </p>
      {clinic.rating !== null && (
        <p className="mt-1 flex items-center gap-1 text-sm">
          <Star className="size-4 fill-[#f59e0b] text-[#f59e0b]" aria-hidden />
          <span className="font-semibold">{clinic.rating.toFixed(1)}</span>
          <span className="text-muted">({clinic.reviewCount} reviews)</span>
        </p>
      )}
      {clinic.phone && (
        <p className="mt-1 flex items-center gap-1 text-sm">
          <Phone className="size-4" aria-hidden /> {formatPhone(clinic.phone)}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-1.5">
        {clinic.isSample && <Badge tone="peach">Sample</Badge>}
        <ClinicBadges clinic={clinic} />
        {clinic.specialties.slice(0, 3).map((s) => (
          <Badge key={s} tone="mint" weight="medium">
            {s}
          </Badge>
        ))}
        {extra > 0 && (
          <Badge tone="mint" weight="medium">
            +{extra} more
          </Badge>
        )}
      </div>
      <Link
        to={clinicPath(clinic)}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-mint-800 underline underline-offset-4"
      >
        View Details<span className="sr-only">: {clinic.name}</span>
      </Link>
    </li>
  );
}
