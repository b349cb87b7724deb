import { useState } from "react";
import type { Funnel } from "../../../contract/admin";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Field, Input } from "../../ui/field";
import { adminCall, adminFailure, useAdminToken } from "./admin-api";

const LABEL: Record<string, string> = {
  PageView: "Page views",
  Lead: "Leads",
  InitiateCheckout: "Checkouts started",
  Purchase: "Purchases",
};

/** Page views → Lead → InitiateCheckout → Purchase, with revenue, for the admin. */
export function FunnelPage() {
  const [token, setToken] = useAdminToken();
  const [days, setDays] = useState(30);
  const [funnel, setFunnel] = useState<Funnel | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load() {
    setError(null);
    try {
      setFunnel(await adminCall<Funnel>(token, "GET", `/api/admin/funnel?days=${days}`));
    } catch (e) {
      setFunnel(null);
      setError(adminFailure(e, "The funnel could not be loaded."));
    }
  }

  const top = Math.max(1, ...(funnel?.steps.map((s) => s.count) ?? [1]));
  return (
    <>
      <h1 className="text-center text-3xl font-semibold">Funnel</h1>
      <div className={cardClass("mt-6 grid gap-3 p-5")}>
        <Field label="Admin token">
          {(control) => (
            <Input {...control} type="password" value={token} onChange={(e) => setToken(e.target.value)} />
          )}
        </Field>
        <Field label="Days">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={365}
              value={days}
              onChange={(e) => setDays(Number(e.target.value) || 30)}
            />
          )}
        </Field>
        <Button disabled={!token} onClick={load}>
          Show funnel
        </Button>
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
      </div>
      {funnel && (
        <section aria-label="Funnel steps" className="mt-6 grid gap-3">
          {funnel.steps.map((step) => (
            <div key={step.name}>
              <div className="flex justify-between font-semibold">
                <span>{LABEL[step.name] ?? step.name}</span>
                <span>{step.count}</span>
              </div>
              <div className="mt-1 h-3 rounded-full bg-mint-100">
                <div
                  className="h-full rounded-full bg-mint-600"
                  style={{ width: `${(step.count / top) * 100}%` }}
                />
              </div>
            </div>
          ))}
          <p className="mt-2 text-lg">
            Revenue: <strong>${funnel.revenueUsd.toFixed(2)}</strong> from {funnel.paidOrders} paid orders in
            the last {funnel.days} days.
          </p>
        </section>
      )}
    </>
  );
}
