import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Pages of later issues are added here as they land; until then their paths answer 404.
export default [
  index("routes/home.tsx"),
  route("pet-names", "routes/pet-names.tsx"),
  route("pet-astrology", "routes/pet-astrology.tsx"),
  route("magic-portraits", "routes/magic-portraits.tsx"),
  route("classic-portraits", "routes/classic-portraits.tsx"),
  route("vet-finder", "routes/vet-finder.tsx"),
  route("vet-finder/:state/:city/:clinicSlug", "routes/clinic.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("transformation-checkout", "routes/transformation-checkout.tsx"),
  route("magic-portraits/checkout", "routes/magic-portraits-checkout.tsx"),
  route("transformation-success", "routes/transformation-success.tsx"),
  route("contact", "routes/contact.tsx"),
  route("admin/data-import", "routes/admin-data-import.tsx"),
  route("admin/funnel", "routes/admin-funnel.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
