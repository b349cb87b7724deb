// The test card form's expiry rule, shared by the form and the server's check; free of zod so the browser can import it without it.

export function cardExpiryProblem(expiry: string, now: Date = new Date()): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return "Please enter the expiry as MM/YY.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "The expiry month must be between 01 and 12.";
  const months = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
  if (months < 0) return "This card has expired. Please check the expiry date or use another card.";
  if (months > 20 * 12) return "Please check the expiry year.";
  return undefined;
}
