import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-constants";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const contactRequest = z.object({
  name: requiredText("Name", CONTACT_LIMITS.name),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters.`)
    .pipe(z.email("Please enter a valid email address.")),
  subject: requiredText("Subject", CONTACT_LIMITS.subject),
  message: requiredText("Message", CONTACT_LIMITS.message).refine(
    (m) => m.length >= CONTACT_LIMITS.minMessage,
    `Message must be at least ${CONTACT_LIMITS.minMessage} characters.`,
  ),
  /** Honeypot: hidden from people, filled in by naive bots. */
  website: z.string().max(500).optional(),
  /** The same for every retry of one message: a retry after a lost answer is stored once. */
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "idempotencyKey must be 8 to 100 letters, digits, - or _.")
    .optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactResponse = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;

export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(["stored", "pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const adminMessagesResponse = z.object({
  messages: z.array(contactMessage),
  /** Pass as `offset` for the next page; null on the last one. */
  nextOffset: z.number().nullable(),
});
export type AdminMessagesResponse = z.infer<typeof adminMessagesResponse>;
