// Prints the text layer of the PDF read from stdin as JSON (one string per page).
// Runs as its own Node process: pdf.js loads its worker with a dynamic import, which jest's
// module sandbox refuses (test/pdf-text.ts is the caller).
const { PDFParse } = require('pdf-parse');

const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  const result = await parser.getText();
  process.stdout.write(JSON.stringify(result.pages.map((page) => page.text)));
  await parser.destroy();
});
