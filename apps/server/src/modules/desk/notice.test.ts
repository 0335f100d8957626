import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

describe('notices', () => {
  it('cleans scripts, event handlers and javascript: URLs from the content before storing it', async () => {
    const res = await t.call('POST', '/api/calf-desk/notice/submit', token, {
      title: '安全月活动',
      category: 1,
      releaseTime: '2026-01-01 08:00:00',
      content:
        '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="x" onerror="alert(3)"><b>粗体</b></p>',
    });
    expect(res.body.code).toBe(200);
    const stored = (await t.call('GET', `/api/calf-desk/notice/get/${res.body.data.id}`, token)).body.data
      .content as string;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored).toContain('<b>粗体</b>');
    expect(stored).toContain('正文');
  });

  it('counts unread released notices and marks one read', async () => {
    const before = (await t.call('GET', '/api/calf-desk/notice/getUnreadQuantity', token)).body
      .data as number;
    const created = await t.call('POST', '/api/calf-desk/notice/submit', token, {
      title: '消防演练',
      category: 2,
      releaseTime: '2026-02-01 09:30:00',
      content: '<p>周五下午</p>',
    });
    expect((await t.call('GET', '/api/calf-desk/notice/getUnreadQuantity', token)).body.data).toBe(
      before + 1,
    );
    const page = await t.call('POST', '/api/calf-desk/notice/page', token, { current: 1, size: 5 });
    const row = page.body.data.records.find((r: { id: string }) => r.id === created.body.data.id);
    expect(row).toMatchObject({ isRead: false, releaseTime: '2026-02-01 09:30:00' });
    await t.call('POST', '/api/calf-desk/notice/read', token, undefined, { id: created.body.data.id });
    expect((await t.call('GET', '/api/calf-desk/notice/getUnreadQuantity', token)).body.data).toBe(before);
    expect(
      (await t.call('GET', '/api/calf-desk/notice/getUnreadQuantity', token, undefined, { code: '2' })).body
        .data,
    ).toBe(0);
  });

  it('filters by release time range and exact category', async () => {
    const page = await t.call('POST', '/api/calf-desk/notice/page', token, {
      releaseTime_datege: '2026-02-01 00:00:00',
      releaseTime_datelt: '2026-03-01 00:00:00',
      category: 2,
    });
    expect(page.body.data.records.map((r: { title: string }) => r.title)).toEqual(['消防演练']);
  });
});
