import { z } from "zod";
import { PORTRAIT_LIMITS, SESSION_ID } from "./portrait-styles";

export const sessionIdSchema = z
  .string()
  .regex(
    SESSION_ID,
    "Invalid session id: expected magic_{timestamp}_{random} or classic_{timestamp}_{random}.",
  );

export const createSessionRequest = z.object({ sessionId: sessionIdSchema });
export const createSessionResponse = z.object({
  success: z.boolean(),
  sessionId: z.string(),
  error: z.string().optional(),
});

export const uploadResponse = z.object({ photoId: z.string(), width: z.number(), height: z.number() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const aiTransformRequest = z.object({
  imageData: z
    .string()
    .max(14_000_000, "The image is too large.")
    .regex(
      /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/,
      "imageData must be a base64 JPEG, PNG or WebP data URL.",
    ),
  style: z.string().min(1).max(500),
  width: z.number().int().min(1).max(20_000),
  height: z.number().int().min(1).max(20_000),
  provider: z.literal("replicate").optional(),
  sessionId: sessionIdSchema,
  petName: z
    .string()
    .trim()
    .max(
      PORTRAIT_LIMITS.classicNameMax,
      `The pet name can be at most ${PORTRAIT_LIMITS.classicNameMax} characters.`,
    )
    .optional(),
});
export type AiTransformRequest = z.input<typeof aiTransformRequest>;

export const aiTransformResponse = z.object({
  transformedImageUrl: z.string(),
  transformationId: z.string(),
  filterName: z.string(),
  watermarked: z.literal(true),
});
export type AiTransformResponse = z.infer<typeof aiTransformResponse>;

/** A session's portraits, so a page left for checkout shows them again on Back. Owner only. */
export const portraitSessionResponse = z.object({
  sessionId: z.string(),
  kind: z.enum(["magic", "classic"]),
  portraits: z.array(
    z.object({
      transformationId: z.string(),
      styleId: z.string(),
      filterName: z.string(),
      transformedImageUrl: z.string(),
      petName: z.string().optional(),
    }),
  ),
});
export type PortraitSessionResponse = z.infer<typeof portraitSessionResponse>;

/** The error answer of a failed transform or upload (SPEC §7, §8). */
export const portraitError = z.object({
  error: z.string(),
  requestId: z.string().optional(),
  requiresApiKey: z.boolean().optional(),
  isPetDetectionError: z.boolean().optional(),
  detectedType: z.string().optional(),
  confidence: z.number().optional(),
});
export type PortraitError = z.infer<typeof portraitError>;

export const saveTransformationsRequest = z.object({
  sessionId: sessionIdSchema,
  transformations: z
    .array(
      z.object({
        id: z.string().max(100),
        filterName: z.string().max(100),
        imageUrl: z.string().max(500),
        originalImageUrl: z.string().max(500).optional(),
        watermarked: z.boolean(),
      }),
    )
    .max(10),
});
export const saveTransformationsResponse = z.object({ success: z.boolean(), saved: z.number() });

export const sampleTransformationsResponse = z.object({
  samples: z.array(z.object({ filterName: z.string(), imageUrl: z.string(), alt: z.string() })),
});
export type SampleTransformations = z.infer<typeof sampleTransformationsResponse>;
