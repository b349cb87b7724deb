import { DataImportPage } from "../features/admin/import-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/admin-data-import";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Clinic Data Import", path: "/admin/data-import", noindex: true });

export default function AdminDataImport() {
  return <DataImportPage />;
}
