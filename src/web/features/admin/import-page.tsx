import { DatabaseZap, FileUp, Map as MapIcon } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { ImportJobStatus, ImportResult } from "../../../contract/admin";
import { YELP_CITIES } from "../../../contract/clinics-constants";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Field, Input } from "../../ui/field";
import { toast } from "../../ui/use-toast";
import { adminCall, adminFailure, useAdminToken } from "./admin-api";

/** A job as the page follows it: started (no status yet), running or ended. */
type JobStatus = ImportResult & Partial<Pick<ImportJobStatus, "status">>;

const failure = (error: unknown) => adminFailure(error, "Import failed");

export function DataImportPage() {
  const id = useId();
  const [token, setToken] = useAdminToken();
  const [job, setJob] = useState<JobStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [city, setCity] = useState("");
  const [state, setState] = useState("");

  // Follow a running job until it ends.
  useEffect(() => {
    if (job?.status !== "running") return;
    const timer = window.setTimeout(async () => {
      try {
        setJob(await adminCall<JobStatus>(token, "GET", `/api/admin/import-jobs/${job.jobId}`));
      } catch (error) {
        setJob({ ...job, status: "failed", success: false, error: failure(error) });
      }
    }, 1_500);
    return () => window.clearTimeout(timer);
  }, [job, token]);

  async function start(call: () => Promise<JobStatus>) {
    setBusy(true);
    try {
      const started = await call();
      setJob({ status: "running", ...started });
    } catch (error) {
      const message = failure(error);
      setJob(null);
      toast({
        title: message === "Network error occurred" ? "Network error occurred" : "Import failed",
        description: message,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  const done = job?.status !== undefined && job.status !== "running";

  return (
    <>
      <h1 className="text-center text-3xl font-semibold">Clinic data import</h1>
      <Field
        label="Admin token"
        hint="Printed by the server at its first start, or set with ADMIN_TOKEN. Kept for this tab only."
        className={cardClass("mt-6 p-5")}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        )}
      </Field>

      <section aria-labelledby="yelp-title" className={cardClass("mt-6 p-5")}>
        <h2 id="yelp-title" className="flex items-center gap-2 text-xl font-semibold">
          <DatabaseZap className="size-6 text-mint-700" aria-hidden /> Yelp import
        </h2>
        <p className="mt-2 text-muted">Target cities: {YELP_CITIES.map((c) => c.city).join(", ")}.</p>
        <p className="text-muted">Cost: $9.99 per 1,000 clinics. Takes about 2-3 minutes.</p>
        <Button
          className="mt-4 w-full"
          disabled={!token || busy || job?.status === "running"}
          onClick={() => start(() => adminCall<JobStatus>(token, "POST", "/api/import-yelp-vets"))}
        >
          Start Yelp Import
        </Button>
      </section>

      <section aria-labelledby="osm-title" className={cardClass("mt-6 p-5")}>
        <h2 id="osm-title" className="flex items-center gap-2 text-xl font-semibold">
          <MapIcon className="size-6 text-mint-700" aria-hidden /> OpenStreetMap import
        </h2>
        <form
          className="mt-3 grid grid-cols-[1fr_5rem] gap-3"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void start(() =>
              adminCall<JobStatus>(token, "POST", "/api/admin/import-osm", {
                city: city.trim(),
                state: state.trim(),
              }),
            );
          }}
        >
          <Field label="City">
            {(control) => <Input {...control} value={city} onChange={(e) => setCity(e.target.value)} />}
          </Field>
          <Field label="State">
            {(control) => (
              <Input
                {...control}
                value={state}
                maxLength={2}
                onChange={(e) => setState(e.target.value.toUpperCase())}
              />
            )}
          </Field>
          <Button
            type="submit"
            className="col-span-2"
            disabled={!token || busy || !city.trim() || state.trim().length !== 2}
          >
            Import from OpenStreetMap
          </Button>
        </form>
      </section>

      <section aria-labelledby="file-title" className={cardClass("mt-6 p-5")}>
        <h2 id="file-title" className="flex items-center gap-2 text-xl font-semibold">
          <FileUp className="size-6 text-mint-700" aria-hidden /> GeoJSON file
        </h2>
        <label htmlFor={`${id}-file`} className="mt-2 block text-muted">
          A FeatureCollection of points with OpenStreetMap-style properties (for example AllThePlaces output),
          up to 5 MB.
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          disabled={!token || busy}
          className="mt-2 block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-mint-100 file:px-4 file:font-medium"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            const form = new FormData();
            form.append("file", file);
            void start(async () => ({
              status: "succeeded" as const,
              ...(await adminCall<JobStatus>(token, "POST", "/api/admin/import-file", form)),
            }));
          }}
        />
      </section>

      {job && (
        <section
          aria-live="polite"
          className={`mt-6 rounded-[var(--radius-card)] p-5 shadow-soft ${job.status === "failed" ? "bg-peach-100" : "bg-mint-50"}`}
        >
          <h2 className="text-xl font-semibold">
            {job.status === "running"
              ? "Importing..."
              : job.status === "failed"
                ? "Import failed"
                : "Import finished"}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-1">
            <dt>Clinics imported</dt>
            <dd className="font-semibold">{job.totalImported}</dd>
            <dt>API calls</dt>
            <dd className="font-semibold">{job.totalCalls}</dd>
            <dt>Cities processed</dt>
            <dd className="font-semibold">{job.citiesProcessed}</dd>
            {job.skipped ? (
              <>
                <dt>Entries skipped</dt>
                <dd className="font-semibold">{job.skipped}</dd>
              </>
            ) : null}
          </dl>
          {done && job.error && <p className="mt-2 text-danger">{job.error}</p>}
        </section>
      )}
    </>
  );
}
