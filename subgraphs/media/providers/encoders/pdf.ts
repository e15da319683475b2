export interface PdfPage {
  /** Page size in points (1/72 inch). */
  width: number;
  height: number;
  /** Background band colour, RGB 0..1. */
  accent: [number, number, number];
  title: string;
  lines: string[];
}

/** Text inside a PDF string literal: Latin-1 only, with ( ) and \ escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A one-page PDF 1.4 with a coloured band, a title and lines of text in Helvetica (a standard
 * font every reader has, so nothing is embedded). The cross-reference table holds the real byte
 * offsets, so strict readers open it without repair.
 */
export function encodePdf(page: PdfPage): Buffer {
  const [r, g, b] = page.accent.map((c) => c.toFixed(3));
  const band = page.height * 0.3;
  const text = [
    `${r} ${g} ${b} rg 0 ${(page.height - band).toFixed(1)} ${page.width} ${band.toFixed(1)} re f`,
    'BT 1 1 1 rg /F1 28 Tf',
    `48 ${(page.height - band / 2).toFixed(1)} Td (${pdfText(page.title.slice(0, 80))}) Tj ET`,
    ...page.lines
      .slice(0, 30)
      .map(
        (line, i) =>
          `BT 0.1 0.1 0.1 rg /F1 14 Tf 48 ${(page.height - band - 40 - i * 22).toFixed(1)} Td (${pdfText(line.slice(0, 90))}) Tj ET`,
      ),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
