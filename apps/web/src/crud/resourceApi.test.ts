import { checkPlanResource, hasCall, paramResource, resources } from '@dp/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { resourceApi } from './resourceApi';

vi.mock('@/http/request', () => ({ api: vi.fn(async () => ({})), download: vi.fn() }));
const mockedApi = vi.mocked(api);

describe('resourceApi: the full row of one id', () => {
  beforeEach(() => mockedApi.mockClear());

  it('asks detail?id= where the definition has that call', async () => {
    await resourceApi(paramResource).detail!('7');
    expect(mockedApi).toHaveBeenCalledWith({ url: '/api/calf-system/param/detail', params: { id: '7' } });
  });

  it('asks get/:id where the definition has only get (检查计划 › 查看 was a 404 on every plan)', async () => {
    await resourceApi(checkPlanResource).detail!('42');
    expect(mockedApi).toHaveBeenCalledWith({ url: '/api/shtmp-check/checkPlan/get/42' });
  });

  it('offers no detail call for a definition with neither, and never a call the server lacks', () => {
    for (const def of Object.values(resources)) {
      const detail = resourceApi(def).detail;
      expect(Boolean(detail), def.name).toBe(hasCall(def, 'detail') || hasCall(def, 'get'));
    }
  });
});
