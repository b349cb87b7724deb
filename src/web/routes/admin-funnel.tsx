import { FunnelPage } from "../features/admin/funnel-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/admin-funnel";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Funnel", path: "/admin/funnel", noindex: true });

export default function AdminFunnel() {
  return <FunnelPage />;
}
