import { z } from "zod";
import { cardExpiryProblem } from "./card-expiry";

/** Cards the local test processor understands, like Stripe's test cards. */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  needsAuthentication: "4000002500003155",
} as const;

export const createPaymentIntentRequest = z.object({
  requestId: z.uuid("Invalid Request: no name request id."),
});
export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int(),
  currency: z.literal("usd"),
  provider: z.enum(["local", "stripe"]),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/**
 * What is wrong with a card's MM/YY expiry today, or undefined when it is good: a card is valid through
 * the last day of its month, and no card runs for more than 20 years.
 */
export const localConfirmRequest = z.object({
  paymentIntentId: z.string().max(100),
  clientSecret: z.string().max(200),
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{13,19}$/, "Please enter a valid card number.")),
  expiry: z.string().superRefine((expiry, context) => {
    const problem = cardExpiryProblem(expiry);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
  cvc: z.string().regex(/^\d{3,4}$/, "Please enter the 3 or 4 digit security code."),
});
export const localAuthenticateRequest = z.object({
  paymentIntentId: z.string().max(100),
  clientSecret: z.string().max(200),
  approve: z.boolean(),
});
export const localPaymentResult = z.object({
  status: z.enum(["succeeded", "requires_action", "failed"]),
  paymentIntentId: z.string(),
  message: z.string().optional(),
});
export type LocalPaymentResult = z.infer<typeof localPaymentResult>;

export const PURCHASE_TYPES = ["individual", "bundle", "classic"] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export const transformationIntentRequest = z.object({
  sessionId: z.string().max(100),
  purchaseType: z.enum(PURCHASE_TYPES),
  /** Shown price in dollars; it must equal the server's price or the request is refused. */
  amount: z.number(),
  transformationId: z.string().max(100).optional(),
  transformationIds: z.array(z.string().max(100)).max(4).optional(),
});
export type TransformationIntentRequest = z.infer<typeof transformationIntentRequest>;

export const transformationIntentResponse = z.object({
  success: z.boolean(),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  message: z.string().optional(),
});
export type TransformationIntentResponse = z.infer<typeof transformationIntentResponse>;

/** 409 when every portrait asked for is already paid for: the client opens that purchase instead. */
export const alreadyPurchasedError = z.object({
  error: z.string(),
  requestId: z.string().optional(),
  alreadyPurchased: z.literal(true).optional(),
  paymentIntentId: z.string().optional(),
});
export type AlreadyPurchasedError = z.infer<typeof alreadyPurchasedError>;

export const verifyTransformationRequest = z.object({ paymentIntentId: z.string().min(1).max(100) });
export const verifyTransformationResponse = z.object({
  success: z.boolean(),
  transformations: z.array(z.object({ filterName: z.string(), imageUrl: z.string(), id: z.string() })),
  purchaseType: z.enum(PURCHASE_TYPES).optional(),
  purchaseAmount: z.number().optional(),
  styleType: z.enum(["magic", "classic"]).optional(),
  message: z.string(),
});
export type VerifyTransformationResponse = z.infer<typeof verifyTransformationResponse>;
