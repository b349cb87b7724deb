import { CheckCircle2, Info, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ContactResponse } from "../../../contract/contact";
import { CONTACT_LIMITS, CONTACT_SUCCESS_MESSAGE } from "../../../contract/contact-constants";
import { CONTACT_SUCCESS_CLEAR_MS } from "../../../contract/limits";
import { trackLead } from "../../lib/analytics";
import { apiJson, errorMessage } from "../../lib/api";
import { Button } from "../../ui/button";
import { cardClass } from "../../ui/card";
import { Field, Input, Textarea } from "../../ui/field";
import { Tooltip, TooltipProvider } from "../../ui/tooltip";
import { toast } from "../../ui/use-toast";

type Fields = { name: string; email: string; subject: string; message: string };
type Status =
  | { state: "idle" }
  | { state: "sending" }
  | { state: "success"; message: string }
  | { state: "error"; message: string };

const EMPTY: Fields = { name: "", email: "", subject: "", message: "" };
const SEND_FAILED = "Failed to send message. Please try again.";

/** 32 hex digits (getRandomValues works outside secure contexts too, unlike randomUUID). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

export function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const id = useId();

  useEffect(() => {
    if (status.state !== "success") return;
    const timer = window.setTimeout(() => setStatus({ state: "idle" }), CONTACT_SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const attemptKey = useRef<string>(undefined);
  const sending = status.state === "sending";
  const complete = Object.values(fields).every((value) => value.trim() !== "");
  const update = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || sending) return;
    setStatus({ state: "sending" });
    trackLead({ content_name: "contact", content_category: "contact" });
    // One key per message, kept for its retries: a retry after a lost answer is stored once.
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await apiJson<ContactResponse>("POST", "/api/contact", {
        ...fields,
        ...(honeypot ? { website: honeypot } : {}),
        idempotencyKey: attemptKey.current,
      });
      attemptKey.current = undefined;
      setFields(EMPTY);
      setStatus({ state: "success", message: result.message || CONTACT_SUCCESS_MESSAGE });
    } catch (error) {
      const message = errorMessage(error, SEND_FAILED);
      setStatus({ state: "error", message });
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  }

  return (
    <form onSubmit={submit} noValidate className={cardClass("grid gap-4 p-5")}>
      <Field label="Name">
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name}
            value={fields.name}
            onChange={update("name")}
            disabled={sending}
          />
        )}
      </Field>
      <Field
        label="Email"
        labelAside={
          <TooltipProvider>
            <Tooltip label="We only use it to reply to you. No newsletters, no sharing." opensOnTap>
              <button
                type="button"
                aria-label="How we use your email"
                className="inline-flex size-11 items-center justify-center rounded-full text-mint-700 hover:bg-mint-50"
              >
                <Info className="size-4" aria-hidden />
              </button>
            </Tooltip>
          </TooltipProvider>
        }
      >
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.email}
            value={fields.email}
            onChange={update("email")}
            disabled={sending}
          />
        )}
      </Field>
      <Field label="Subject">
        {(control) => (
          <Input
            {...control}
            name="subject"
            required
            maxLength={CONTACT_LIMITS.subject}
            value={fields.subject}
            onChange={update("subject")}
            disabled={sending}
          />
        )}
      </Field>
      <Field label="Message">
        {(control) => (
          <Textarea
            {...control}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={fields.message}
            onChange={update("message")}
            disabled={sending}
          />
        )}
      </Field>
      {/* Honeypot: invisible to people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!complete || sending} className="w-full">
        <Send className="size-5" aria-hidden />
        {sending ? "Sending..." : "Send Message"}
      </Button>
      <div aria-live="polite">
        {status.state === "success" && (
          <p role="status" className="flex items-start gap-2 rounded-xl bg-mint-50 p-3 text-mint-900">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
            {status.message}
          </p>
        )}
        {status.state === "error" && (
          <p role="alert" className="rounded-xl bg-peach-100 p-3 text-danger">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
