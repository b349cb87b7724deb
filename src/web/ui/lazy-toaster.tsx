import { lazy, Suspense } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** Radix's toast code loads with the first toast, not with every page. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
