import type { jsPDF } from "jspdf";
import type { NameSuggestion } from "../../contract/names";

export interface NamesPdfInput {
  names: NameSuggestion[];
  petDescription: string;
  /** Tag labels, e.g. ["Playful", "Cuddly"]. */
  traits: string[];
  brand: string;
  siteUrl: string;
  date: Date;
  /** PNG data URL of the logo; the PDF is built without it when absent. */
  logo?: string;
}

/** Layout in millimetres on US Letter. */
export const PDF_LAYOUT = {
  pageWidth: 215.9,
  pageHeight: 279.4,
  margin: 16,
  cardHeight: 26,
  cardGap: 3,
  footerHeight: 14,
} as const;

/** The card's text under the traits: three lines of 9.5 pt, the first baseline this far down the card. */
const TEXT_LINES = 3;
const TEXT_TOP = 15.8;
const LINE_HEIGHT_FACTOR = 1.1;
const TEXT_LINE_MM = (9.5 * LINE_HEIGHT_FACTOR * 25.4) / 72;

const CARD_COLOURS: [number, number, number][] = [
  [214, 245, 232],
  [255, 231, 220],
  [236, 232, 255],
  [224, 242, 254],
  [254, 249, 195],
  [255, 232, 241],
];
const INK: [number, number, number] = [23, 48, 42];
const MUTED: [number, number, number] = [75, 95, 90];
const MINT: [number, number, number] = [21, 110, 88];

/** `{first name}-Names-Collection-{date with dashes}.pdf`, or `Pet-...` without names. */
export function namesPdfFileName(names: NameSuggestion[], date: Date): string {
  const first = (names[0]?.name ?? "Pet").replace(/[^\p{L}\p{N}-]+/gu, "") || "Pet";
  return `${first}-Names-Collection-${date.toLocaleDateString("en-US").replace(/\//g, "-")}.pdf`;
}

/** Cuts text to one line of `maxWidth` after a whole word, ending with an ellipsis when it had to cut. */
export function fitLine(doc: jsPDF, text: string, maxWidth: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (doc.getTextWidth(clean) <= maxWidth) return clean;
  const words = clean.split(" ");
  let kept = 0;
  while (kept < words.length && doc.getTextWidth(`${words.slice(0, kept + 1).join(" ")}…`) <= maxWidth)
    kept++;
  // A single word wider than the line (a URL, a made-up name) is cut where it must be.
  if (kept === 0) return `${doc.splitTextToSize(words[0]!, maxWidth)[0] as string}…`;
  return `${words
    .slice(0, kept)
    .join(" ")
    .replace(/[,;:]$/, "")}…`;
}

/**
 * Wraps text into at most `maxLines` lines of `maxWidth`. When it is longer, whole trailing sentences
 * are left out first ("It also fits…"), so what is shown is a complete thought; only a first sentence
 * too long on its own ends with an ellipsis, after a whole word.
 */
export function fitLines(doc: jsPDF, text: string, maxWidth: number, maxLines: number): string[] {
  const clean = text.replace(/\s+/g, " ").trim();
  const wrap = (t: string) => doc.splitTextToSize(t, maxWidth) as string[];
  const lines = wrap(clean);
  if (lines.length <= maxLines) return lines;
  const sentences = clean.split(/(?<=[.!?])\s+/);
  for (let count = sentences.length - 1; count >= 1; count--) {
    const shorter = wrap(sentences.slice(0, count).join(" "));
    if (shorter.length <= maxLines) return shorter;
  }
  const head = lines.slice(0, maxLines - 1);
  return [...head, fitLine(doc, lines.slice(maxLines - 1).join(" "), maxWidth)];
}

/** Loads the logo as a data URL; a failure is only logged and the PDF goes on without it. */
export async function loadLogo(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status}`);
    const blob = await response.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch (error) {
    console.warn("PDF logo failed to load; building the PDF without it", error);
    return undefined;
  }
}

/** The 25-name collection of SPEC §9, built in the browser (jsPDF is loaded only when called). */
export async function buildNamesPdf(input: NamesPdfInput): Promise<{ doc: jsPDF; fileName: string }> {
  const { jsPDF } = await import("jspdf");
  const { pageWidth, pageHeight, margin, cardHeight, cardGap, footerHeight } = PDF_LAYOUT;
  const doc = new jsPDF({ unit: "mm", format: "letter" });
  const contentWidth = pageWidth - margin * 2;
  const bottom = pageHeight - margin - footerHeight;
  let y = margin;

  if (input.logo) {
    try {
      doc.addImage(input.logo, "PNG", margin, y, 16, 16);
    } catch (error) {
      console.warn("PDF logo could not be drawn", error);
    }
  }
  doc
    .setTextColor(...MINT)
    .setFont("helvetica", "bold")
    .setFontSize(22);
  doc.text(input.brand, margin + (input.logo ? 20 : 0), y + 7);
  doc
    .setTextColor(...MUTED)
    .setFont("helvetica", "normal")
    .setFontSize(12);
  doc.text(`Your ${input.names.length} pet name collection`, margin + (input.logo ? 20 : 0), y + 14);
  y += 26;

  const section = (title: string, body: string, maxLines: number) => {
    doc
      .setTextColor(...INK)
      .setFont("helvetica", "bold")
      .setFontSize(13);
    doc.text(title, margin, y);
    y += 6;
    doc
      .setFont("helvetica", "normal")
      .setFontSize(11)
      .setTextColor(...MUTED);
    const lines = doc.splitTextToSize(body.replace(/\s+/g, " ").trim(), contentWidth) as string[];
    const shown = lines.slice(0, maxLines);
    if (lines.length > maxLines)
      shown[maxLines - 1] = fitLine(
        doc,
        `${shown[maxLines - 1]} ${lines.slice(maxLines).join(" ")}`,
        contentWidth,
      );
    doc.text(shown, margin, y);
    y += shown.length * 5 + 5;
  };
  section("Pet Description", input.petDescription, 6);
  section("Personality Traits", input.traits.length > 0 ? input.traits.join(", ") : "None selected", 2);

  input.names.forEach((suggestion, index) => {
    if (y + cardHeight > bottom) {
      doc.addPage();
      y = margin;
    }
    doc.setFillColor(...CARD_COLOURS[index % CARD_COLOURS.length]!);
    doc.roundedRect(margin, y, contentWidth, cardHeight, 3, 3, "F");
    const x = margin + 5;
    const width = contentWidth - 10;
    doc
      .setTextColor(...INK)
      .setFont("helvetica", "bold")
      .setFontSize(15);
    doc.text(`${index + 1}. ${suggestion.name}`, x, y + 6.8);
    doc
      .setFont("helvetica", "normal")
      .setFontSize(9.5)
      .setTextColor(...MINT);
    doc.text(fitLine(doc, suggestion.traits.join(" · "), width), x, y + 11.2);
    // Three lines below the traits, within SPEC's fixed card height: the reason wraps onto as many as
    // the cultural note leaves it (at least two), and the note takes the rest.
    doc.setTextColor(...INK).setFontSize(9.5);
    const note = suggestion.culturalContext ? `Cultural note: ${suggestion.culturalContext}` : "";
    const reason = suggestion.reason ? fitLines(doc, suggestion.reason, width, note ? 2 : TEXT_LINES) : [];
    doc.text(reason, x, y + TEXT_TOP, { lineHeightFactor: LINE_HEIGHT_FACTOR });
    if (note) {
      doc.setFont("helvetica", "italic").setTextColor(...MUTED);
      const noteLines = fitLines(doc, note, width, TEXT_LINES - Math.max(reason.length, 1));
      const noteTop = y + TEXT_TOP + Math.max(reason.length, 1) * TEXT_LINE_MM;
      doc.text(noteLines, x, noteTop, { lineHeightFactor: LINE_HEIGHT_FACTOR });
    }
    y += cardHeight + cardGap;
  });

  const pages = doc.getNumberOfPages();
  const dateText = input.date.toLocaleDateString("en-US");
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    const footerY = pageHeight - margin;
    doc.setDrawColor(...CARD_COLOURS[0]!).line(margin, footerY - 6, pageWidth - margin, footerY - 6);
    doc
      .setFont("helvetica", "normal")
      .setFontSize(9)
      .setTextColor(...MUTED);
    const lead = `Generated on ${dateText} by `;
    doc.text(lead, margin, footerY);
    doc.setTextColor(...MINT);
    doc.textWithLink(input.brand, margin + doc.getTextWidth(lead), footerY, { url: input.siteUrl });
    doc.setTextColor(...MUTED);
    doc.text(`Page ${page} of ${pages}`, pageWidth - margin, footerY, { align: "right" });
  }
  return { doc, fileName: namesPdfFileName(input.names, input.date) };
}
