import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/crud/test/render';
import { api } from '@/http/request';
import { FieldInput } from './FieldInput';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

describe('a computed dictionary field on the form', () => {
  afterEach(cleanup);

  it('shows the labels of its keys, read-only (a risk point’s direct-major reasons)', async () => {
    vi.mocked(api).mockResolvedValue([
      { dictKey: 'LEGAL_VIOLATION', dictValue: '违反强制性条款', sort: 1 },
      { dictKey: 'MAJOR_HAZARD_SOURCE', dictValue: '涉及重大危险源的', sort: 3 },
    ]);
    const { container } = renderWithProviders(
      <FieldInput
        spec={{
          name: 'directMajorReasons',
          def: {
            type: 'string',
            label: { zh: '直接判定重大理由', en: 'Direct major-risk reasons' },
            dict: 'DIRECT_MAJOR_REASON',
            dictBiz: true,
            multiple: true,
            calc: true,
          },
        }}
        value={['LEGAL_VIOLATION', 'MAJOR_HAZARD_SOURCE']}
      />,
    );
    const input = () => container.querySelector('input') as HTMLInputElement;
    await waitFor(() => expect(input().value).toBe('违反强制性条款, 涉及重大危险源的'));
    expect(input().disabled).toBe(true);
  });
});
