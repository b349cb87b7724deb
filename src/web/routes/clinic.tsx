import { data, Link, redirect } from "react-router";
import { clinicPath, openingHoursSpecification } from "../../contract/clinic-hours";
import type { Clinic } from "../../contract/clinics";
import { ClinicDetail } from "../features/vets/clinic-detail";
import { seoMeta } from "../lib/seo";
import { ssrContext } from "../lib/ssr-context";
import { buttonClass } from "../ui/button";
import type { Route } from "./+types/clinic";

export async function loader({ params, context }: Route.LoaderArgs) {
  const clinic = await context
    .get(ssrContext)
    .findClinic(params.state.toLowerCase(), params.city.toLowerCase(), params.clinicSlug.toLowerCase());
  if (!clinic) return data({ clinic: null }, { status: 404 });
  // The id form of the address, or any other spelling of it, moves to the one canonical page.
  const canonical = clinicPath(clinic);
  if (`/vet-finder/${params.state}/${params.city}/${params.clinicSlug}` !== canonical)
    throw redirect(canonical, 301);
  return data({ clinic }, { headers: { "cache-control": "public, max-age=600" } });
}

/** The loader's cache header applies to the page itself too (SPEC: clinic data cached 10 minutes). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const clinic = loaderData?.clinic;
  if (!clinic) return seoMeta(matches, { title: "Clinic Not Found", path: location.pathname, noindex: true });
  return [
    ...seoMeta(matches, {
      title: `${clinic.name} – ${clinic.city}, ${clinic.state}`,
      description: `${clinic.name}, ${clinic.address}, ${clinic.city}, ${clinic.state} ${clinic.zipCode}: hours, services and reviews.${clinic.isSample ? " Sample directory entry (fictional)." : ""}`,
      path: clinicPath(clinic),
      noindex: clinic.isSample,
    }),
    { "script:ld+json": veterinaryCare(clinic) },
  ];
};

/** schema.org VeterinaryCare for search engines; 24-hour days are 00:00–23:59. */
function veterinaryCare(clinic: Clinic) {
  return {
    "@context": "https://schema.org",
    "@type": "VeterinaryCare",
    name: clinic.name,
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.address,
      addressLocality: clinic.city,
      addressRegion: clinic.state,
      postalCode: clinic.zipCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: clinic.latitude, longitude: clinic.longitude },
    ...(clinic.phone ? { telephone: `+1${clinic.phone.replace(/\D/g, "")}` } : {}),
    ...(clinic.website ? { url: clinic.website } : {}),
    openingHoursSpecification: openingHoursSpecification(clinic.hours),
    ...(clinic.rating !== null && clinic.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: clinic.rating,
            reviewCount: clinic.reviewCount,
          },
        }
      : {}),
  };
}

export default function ClinicRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.clinic) {
    return (
      <section className="py-10 text-center">
        <h1 className="text-3xl font-semibold">Clinic Not Found</h1>
        <p className="mt-3 text-muted">We couldn't find that clinic. It may have moved or closed.</p>
        <Link to="/vet-finder" className={buttonClass("primary", "mt-6")}>
          Back to Vet Finder
        </Link>
      </section>
    );
  }
  return <ClinicDetail clinic={loaderData.clinic} />;
}
