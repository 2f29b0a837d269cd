// A camera for the desk's QR scan in e2e tests: Chromium's fake capture device plays a Y4M file, here one frame of
// a QR code (drawn from the qrcode library's module matrix) on white, which Chromium loops.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes `text` as a QR code into a Y4M video at `file` (the path given to --use-file-for-fake-video-capture). */
export function writeQrVideo(file: string, text: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((HEIGHT - 80) / (size + 8));
  const offsetX = Math.floor((WIDTH - size * scale) / 2);
  const offsetY = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235); // white
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!qr.modules.get(row, column)) continue;
      for (let y = 0; y < scale; y += 1) luma.fill(16, (offsetY + row * scale + y) * WIDTH + offsetX + column * scale, (offsetY + row * scale + y) * WIDTH + offsetX + (column + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
