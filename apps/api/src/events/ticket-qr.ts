import QRCode from 'qrcode';

/** The QR code of a ticket's key as an SVG document (for an <img>; scanned at check-in). */
export function ticketQrSvg(key: string): Promise<string> {
  return QRCode.toString(key, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
