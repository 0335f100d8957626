import { describe, expect, it } from 'vitest';
import { readSitePlan, sanitizeSvg } from './site-plan';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEElEQVR4nGP4z8DAwMDAAAAX+AL+5rXmgQAAAABJRU5ErkJggg==',
  'base64',
);

describe('site plan images', () => {
  it('reads PNG and JPEG sizes from their headers', () => {
    expect(readSitePlan(PNG_1x1)).toMatchObject({ type: 'image/png', widthPx: 2, heightPx: 3 });
    // SOI, APP0 (16 bytes), SOF0 with height 480 and width 640
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
      0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00,
    ]);
    expect(readSitePlan(jpeg)).toMatchObject({ type: 'image/jpeg', widthPx: 640, heightPx: 480 });
  });

  it('sanitises an SVG and sizes it from width/height or the viewBox', () => {
    const evil = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" onload="alert(1)">
      <script>alert(2)</script><style>rect{fill:red}</style>
      <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
      <rect x="10" y="10" width="100" height="50" fill="url(#g)" onclick="steal()"/>
      <rect width="5" height="5" fill="url(https://evil.example/x)"/>
      <image href="https://evil.example/a.png"/><a href="javascript:alert(3)"><text>链接</text></a>
      <foreignObject><div>html</div></foreignObject><text x="20" y="40" font-size="14">一车间</text></svg>`;
    const out = readSitePlan(Buffer.from(evil));
    if ('error' in out) throw new Error(out.error);
    expect(out).toMatchObject({ type: 'image/svg+xml', widthPx: 1200, heightPx: 800 });
    const text = out.data.toString('utf8');
    expect(text).not.toMatch(/script|onload|onclick|<style|<image|foreignObject|javascript|evil|<a\b/i);
    expect(text).toContain('fill="url(#g)"');
    expect(text).toContain('一车间');
    expect(text).toContain('viewBox="0 0 1200 800"');
    expect(sanitizeSvg('<svg width="300" height="200"><circle r="4"/></svg>')).toContain(
      'xmlns="http://www.w3.org/2000/svg"',
    );
    expect(readSitePlan(Buffer.from('<svg width="300px" height="200"><g/></svg>'))).toMatchObject({
      widthPx: 300,
      heightPx: 200,
    });
  });

  it('refuses anything else, whatever its name, and drawings without a size', () => {
    expect(readSitePlan(Buffer.from('%PDF-1.4 ...'))).toHaveProperty('error');
    expect(readSitePlan(Buffer.from('<html><svg></svg></html>'))).toHaveProperty('error');
    expect(readSitePlan(Buffer.from('GIF89a......'))).toHaveProperty('error');
    expect(readSitePlan(Buffer.from('<svg><rect/></svg>'))).toHaveProperty('error');
  });
});
