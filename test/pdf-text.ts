import { execFile } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'tools', 'pdf-text.cjs');

/**
 * The text layer of a PDF, one string per page, as a reader extracts it (pdf.js through
 * pdf-parse). What a test checks here is what a user can select and search in the file, not the
 * bytes the writer put in its content stream.
 */
export function pdfText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [SCRIPT],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-text failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}
