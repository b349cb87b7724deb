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

/** Cuts text to one line of `maxWidth`, ending with an ellipsis when it had to cut. */
export function fitLine(doc: jsPDF, text: string, maxWidth: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (doc.getTextWidth(clean) <= maxWidth) return clean;
  let low = 0;
  let high = clean.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.getTextWidth(`${clean.slice(0, mid).trimEnd()}…`) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return `${clean.slice(0, low).trimEnd()}…`;
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
    doc.text(`${index + 1}. ${suggestion.name}`, x, y + 7.5);
    doc
      .setFont("helvetica", "normal")
      .setFontSize(9.5)
      .setTextColor(...MINT);
    doc.text(fitLine(doc, suggestion.traits.join(" · "), width), x, y + 12.5);
    doc.setTextColor(...INK).setFontSize(10);
    if (suggestion.reason) doc.text(fitLine(doc, suggestion.reason, width), x, y + 18);
    if (suggestion.culturalContext) {
      doc.setFont("helvetica", "italic").setTextColor(...MUTED);
      doc.text(fitLine(doc, `Cultural note: ${suggestion.culturalContext}`, width), x, y + 23);
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
