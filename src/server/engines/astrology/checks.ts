/** Words that would turn an entertainment reading into a health claim. */
const MEDICAL =
  /\b(health|healthy|ill|illness|sick|sickness|disease|vet|vets|veterinar\w*|medicine|medical|medication|diet|weight|cure|cures|heal|heals|healing|pain|anxiety|symptoms?|diagnos\w*|treatment|therapy|surgery|vaccin\w*)\b/i;

export function hasMedicalClaim(text: string): boolean {
  return MEDICAL.test(text);
}

/** A reading we are willing to show: it names the Sun sign, has 4–6 paragraphs and no health claims. */
export function isAcceptableReading(reading: string, sunSign: string): boolean {
  const paragraphs = reading.split(/\n\s*\n/).filter((p) => p.trim().length > 0);
  return (
    paragraphs.length >= 4 && paragraphs.length <= 6 && reading.includes(sunSign) && !hasMedicalClaim(reading)
  );
}
