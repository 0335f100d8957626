import { resolve } from 'node:path';
import { EN_US } from '@dp/domain';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../test/message-literals';

/**
 * Issue #8: server messages are keys translated by the client's language. Every message literal
 * in the server sources must have its English in `packages/domain/src/messages/en-US/<area>.ts`, so a new
 * message cannot be added untranslated.
 */
describe('server message catalogue', () => {
  const sites = serverMessages(resolve(import.meta.dirname, '..'));

  it('finds the messages of the sources (the extraction itself works)', () => {
    const keys = new Set(sites.map((s) => s.key));
    expect(keys.size).toBeGreaterThan(400);
    for (const known of [
      '操作成功',
      '数据不存在或已被删除',
      '参数错误: {0} 应为编号',
      '参数错误: 请求体嵌套层级不能超过{0}层',
      '{0}应为文本',
      '数据已被他人修改,请刷新后重试',
      `${'请求的资源不存在'}: {0} {1}`,
    ])
      expect(keys, known).toContain(known);
  });

  it('has an English entry for every message', () => {
    const missing = sites.filter((s) => !Object.hasOwn(EN_US, s.key)).map((s) => `${s.at}  ${s.key}`);
    expect(
      missing,
      `add these to packages/domain/src/messages/en-US/<area>.ts:\n${missing.join('\n')}`,
    ).toEqual([]);
  });
});
