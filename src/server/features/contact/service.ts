import type { FastifyBaseLogger } from "fastify";
import type { ContactRequest } from "../../../contract/contact";
import { CONTACT_SUCCESS_MESSAGE } from "../../../contract/contact-constants";
import type { IpHasher } from "../../http/ip-hash";
import type { Mailer } from "../../providers/mail";
import type { ContactStore } from "./store";

/** Seconds to wait after the 1st, 2nd, ... failed attempt; after the last the message is marked failed. */
export const RETRY_DELAYS_S = [60, 300, 900, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600] as const;
const LEASE_S = 120;
const BATCH = 20;

export interface ContactServiceOptions {
  store: ContactStore;
  mailer: Mailer | undefined;
  mail: { to: string; from: string; brandName: string } | undefined;
  hashIp: IpHasher;
  log: FastifyBaseLogger;
}

/** One line for a mail header: a CR or LF in a name or subject would otherwise start a header of its own. */
const headerText = (value: string) =>
  value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[<>"]/g, "")
    .trim();

export function createContactService({ store, mailer, mail, hashIp, log }: ContactServiceOptions) {
  let delivering: Promise<void> | undefined;

  async function deliver(): Promise<void> {
    if (!mailer || !mail) return;
    for (;;) {
      const batch = await store.claimDue(BATCH, LEASE_S);
      for (const message of batch) {
        try {
          await mailer.send({
            to: mail.to,
            from: mail.from,
            replyTo: { name: headerText(message.name), address: message.email },
            subject: `[${mail.brandName} contact] ${headerText(message.subject)}`,
            text: `From: ${message.name} <${message.email}>\nReceived: ${message.createdAt.toISOString()}\n\n${message.message}`,
          });
          await store.markSent(message.id);
        } catch (error) {
          const delay = RETRY_DELAYS_S[message.attempts] ?? null;
          log.warn(
            { err: error, messageId: message.id, attempt: message.attempts + 1 },
            "contact mail failed",
          );
          await store.markAttemptFailed(message.id, String((error as Error).message ?? error), delay);
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  /** Works through due outbox messages; concurrent calls share one run. */
  function deliverDue(): Promise<void> {
    delivering ??= deliver()
      .catch((error) => log.error({ err: error }, "contact outbox run failed"))
      .finally(() => {
        delivering = undefined;
      });
    return delivering;
  }

  return {
    /** Stores the message first; sending happens afterwards so a mail failure loses nothing. */
    async submit(input: ContactRequest, ip: string): Promise<{ message: string }> {
      if (input.website) {
        log.info("contact honeypot filled; message dropped");
        return { message: CONTACT_SUCCESS_MESSAGE };
      }
      const stored = await store.insert({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status: mailer ? "pending" : "stored",
        nextAttemptAt: mailer ? new Date() : null,
        ipHash: hashIp(ip),
        idempotencyKey: input.idempotencyKey ?? null,
      });
      // A retry of a message already stored (its first answer was lost) is thanked again, not stored twice.
      if (stored) void deliverDue();
      return { message: CONTACT_SUCCESS_MESSAGE };
    },

    deliverDue,

    /** Resolves once any delivery in progress has finished. */
    async idle(): Promise<void> {
      await delivering;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
