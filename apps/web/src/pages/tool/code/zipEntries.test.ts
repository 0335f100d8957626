import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipEntries } from './zipEntries';

describe('zipEntries', () => {
  it('lists the files of a generated archive', async () => {
    const zip = new JSZip();
    zip.file('server/demo.ts', 'export const a = 1;\n');
    zip.folder('web')?.file('DemoPage.tsx', 'x'.repeat(300));
    zip.file('说明.md', '# 代码');
    const buffer = await zip.generateAsync({ type: 'arraybuffer', compression: 'DEFLATE' });
    expect(zipEntries(buffer)).toEqual([
      { name: 'server/demo.ts', size: 20 },
      { name: 'web/DemoPage.tsx', size: 300 },
      { name: '说明.md', size: new TextEncoder().encode('# 代码').length },
    ]);
  });

  it('returns nothing for a non-zip', () => {
    expect(
      zipEntries(new TextEncoder().encode('not a zip at all, definitely').buffer as ArrayBuffer),
    ).toEqual([]);
  });
});
