/**
 * QR label images with the `qrcode` library: a data URL per ID for the preview, and printable sheets drawn on a
 * canvas (A4 at 150 dpi, 5 x 8 labels, each QR with its ID under it) downloaded as PNG files.
 */
import QRCode from 'qrcode';

export const SHEET = { width: 1240, height: 1754, columns: 5, rows: 8, margin: 60 } as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

export function qrDataUrl(id: string): Promise<string> {
  return QRCode.toDataURL(id, { errorCorrectionLevel: 'M', margin: 1, width: 160 });
}

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/** One sheet of up to 40 labels as a PNG. */
export async function drawSheet(ids: readonly string[]): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SHEET.width;
  canvas.height = SHEET.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('canvas is not available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const cellWidth = (SHEET.width - SHEET.margin * 2) / SHEET.columns;
  const cellHeight = (SHEET.height - SHEET.margin * 2) / SHEET.rows;
  const size = Math.min(cellWidth, cellHeight) - 48;
  context.fillStyle = '#000000';
  context.font = '20px sans-serif';
  context.textAlign = 'center';
  for (const [index, id] of ids.entries()) {
    const column = index % SHEET.columns;
    const row = Math.floor(index / SHEET.columns);
    const x = SHEET.margin + column * cellWidth;
    const y = SHEET.margin + row * cellHeight;
    const image = await loadImage(await QRCode.toDataURL(id, { errorCorrectionLevel: 'M', margin: 1, width: size }));
    context.drawImage(image, x + (cellWidth - size) / 2, y + 8, size, size);
    context.fillText(id, x + cellWidth / 2, y + size + 36);
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('PNG could not be made'));
    }, 'image/png');
  });
}

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 30_000);
}
