import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { FieldDisplay } from './FieldDisplay';
import { renderWithProviders } from './test/render';
import type { FieldSpec } from './types';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const sex: FieldSpec = {
  name: 'sex',
  def: { type: 'string', label: { zh: '性别', en: 'Sex' }, dict: 'sex' },
};
const bizLevel: FieldSpec = {
  name: 'level',
  def: { type: 'string', label: { zh: '等级', en: 'Level' }, dict: 'LS_GRADE', dictBiz: true },
};

describe('dictionary options', () => {
  afterEach(cleanup);

  it('loads a code once and shows item labels', async () => {
    vi.mocked(api).mockResolvedValue([
      { id: '2', parentId: '1', code: 'sex', dictKey: '2', dictValue: '女', sort: 2 },
      { id: '3', parentId: '1', code: 'sex', dictKey: '1', dictValue: '男', sort: 1 },
    ]);
    renderWithProviders(
      <>
        <FieldDisplay spec={sex} value="1" />
        <FieldDisplay spec={sex} value={2} />
      </>,
    );
    await waitFor(() => expect(document.body.textContent).toBe('男女'));
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith({ url: '/api/calf-system/dict/dictionary', params: { code: 'sex' } });
  });

  it('uses the business dictionary when dictBiz is set', async () => {
    vi.mocked(api).mockResolvedValue([]);
    renderWithProviders(<FieldDisplay spec={bizLevel} value="1" />);
    await screen.findByText('1');
    expect(api).toHaveBeenLastCalledWith({
      url: '/api/calf-system/dict-biz/dictionary',
      params: { code: 'LS_GRADE' },
    });
  });
});
