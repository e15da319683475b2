import QRCode from 'qrcode';

export type QrFormat = 'png' | 'svg';

/** A QR image as TicketQr answers it (tickets/schema.graphql): PNG in base64, or the SVG text. */
export interface QrImage {
  contentType: 'image/png' | 'image/svg+xml';
  body: string;
}

/*
 * Error correction M (15% of the symbol may be lost: a scratched screen, a fold in the paper) and
 * the four-module quiet zone the QR standard asks for, which scanners need to find the symbol.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** Pixels per module: a code of about 200 characters is a 57-module symbol, 520 px with its margin. */
const PNG_SCALE = 8;

/** `text` as a QR code image, drawn by the `qrcode` package. */
export async function qrImage(text: string, format: QrFormat): Promise<QrImage> {
  if (format === 'svg')
    return {
      contentType: 'image/svg+xml',
      body: await QRCode.toString(text, { ...OPTIONS, type: 'svg' }),
    };
  const png = await QRCode.toBuffer(text, { ...OPTIONS, type: 'png', scale: PNG_SCALE });
  return { contentType: 'image/png', body: png.toString('base64') };
}
