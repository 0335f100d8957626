import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

/** The scanner's decoder (the pinned @zxing/library) reads a check-point code as the server prints it. */
describe('QR scanner library', () => {
  it('decodes a QR code made by the server’s generator', () => {
    const text = 'https://example.test/m/check?token=AbC123xyz';
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = 4;
    const quiet = 4;
    const side = (qr.modules.size + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(side * side).fill(255);
    for (let y = 0; y < qr.modules.size; y++)
      for (let x = 0; x < qr.modules.size; x++)
        if (qr.modules.get(x, y))
          for (let dy = 0; dy < scale; dy++)
            for (let dx = 0; dx < scale; dx++)
              pixels[((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx] = 0;
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
    expect(new QRCodeReader().decode(bitmap).getText()).toBe(text);
  });
});
