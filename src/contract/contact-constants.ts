// The contact form's limits and thanks, free of zod so the browser can import them without it.

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5_000,
  minMessage: 10,
} as const;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for contacting us. We'll get back to you soon.";
