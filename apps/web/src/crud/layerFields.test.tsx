import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { FieldDisplay } from './FieldDisplay';
import { FieldInput } from './FieldInput';
import { renderWithProviders } from './test/render';
import { useTreeParentSpec } from './treeParent';
import type { FieldSpec } from './types';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));

const posts: FieldSpec = {
  name: 'postIds',
  def: { type: 'ids', label: { zh: '岗位', en: 'Posts' }, ref: { table: 'calf_post', label: 'postName' } },
};
const level: FieldSpec = {
  name: 'riskLevel',
  def: { type: 'int', label: { zh: '等级', en: 'Level' }, calc: true },
};
const code: FieldSpec = {
  name: 'code',
  def: { type: 'string', label: { zh: '编号', en: 'No.' }, numbering: { pattern: 'YH-{0000}' } },
};
const photo: FieldSpec = {
  name: 'photo',
  def: { type: 'file', label: { zh: '照片', en: 'Photo' }, accept: 'image' },
};
const docs: FieldSpec = { name: 'docs', def: { type: 'files', label: { zh: '附件', en: 'Docs' } } };
const accidents: FieldSpec = {
  name: 'accidents',
  def: {
    type: 'string',
    label: { zh: '事故类型', en: 'Accidents' },
    dict: 'ACCIDENT_TYPE',
    dictBiz: true,
    multiple: true,
  },
};

describe('layer fields in the generic page', { timeout: 30000 }, () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('shows the labels, links and thumbnails the server resolved for a row', () => {
    vi.mocked(api).mockResolvedValue([]);
    const row = {
      id: '1',
      postIds: ['7', '8'],
      postIdsName: '班组长,安全员',
      accidents: ['08'],
      accidentsName: '火灾',
      photo: '5',
      photoUrl: '/api/calf-resource/oss/endpoint/file/5?expires=1&sign=x',
      docs: ['6'],
      docsFiles: [{ id: '6', name: '报告.pdf', url: '/api/x/6' }],
    };
    renderWithProviders(
      <>
        <FieldDisplay spec={posts} value={row.postIds} row={row} />
        <FieldDisplay spec={accidents} value={row.accidents} row={row} />
        <FieldDisplay spec={photo} value={row.photo} row={row} />
        <FieldDisplay spec={docs} value={row.docs} row={row} />
      </>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('班组长,安全员');
    expect(text).toContain('火灾');
    expect(screen.getByRole('link', { name: '报告.pdf' }).getAttribute('href')).toBe('/api/x/6');
    expect(document.querySelector('img')?.getAttribute('src')).toBe(row.photoUrl);
  });

  it('keeps computed and numbered values read-only in the form', () => {
    renderWithProviders(
      <>
        <FieldInput spec={level} value={2} />
        <FieldInput spec={code} />
      </>,
    );
    const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((i) => i.disabled)).toEqual([true, true]);
    expect(inputs[0].value).toBe('2');
    expect(inputs[1].placeholder).toBe('系统自动生成');
  });

  it('searches ref options remotely and resolves the labels of the chosen ids', async () => {
    vi.mocked(api).mockImplementation(async (config) =>
      config.params?.ids ? [{ id: '7', label: '班组长' }] : [{ id: '9', label: '操作工' }],
    );
    const onChange = vi.fn();
    renderWithProviders(<FieldInput spec={posts} value={['7']} onChange={onChange} />);
    await waitFor(() => expect(document.body.textContent).toContain('班组长'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/ref-options/calf_post', params: { ids: '7', label: 'postName' } }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('操作工'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['7', '9']));
  });
});

describe('tree parent picker', { timeout: 30000 }, () => {
  afterEach(() => {
    cleanup();
    vi.mocked(api).mockReset();
  });

  it('offers the tree of a tree definition as the parent of a node', async () => {
    vi.mocked(api).mockResolvedValue([
      {
        id: '1',
        parentId: '0',
        title: '一车间',
        key: '1',
        value: '1',
        children: [{ id: '2', parentId: '1', title: '一班组', key: '2', value: '2' }],
      },
    ]);
    const def = {
      name: 'place',
      table: 't',
      path: '/x/place',
      label: { zh: '场所', en: 'Places' },
      permission: 'place',
      tenantScoped: true,
      tree: true,
      fields: {},
    } as const;
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useTreeParentSpec(def)?.treeData);
      return null;
    }
    renderWithProviders(<Probe />);
    await waitFor(() =>
      expect(seen.at(-1)).toEqual([
        { title: '一车间', value: '1', children: [{ title: '一班组', value: '2' }] },
      ]),
    );
    expect(api).toHaveBeenCalledWith({ url: '/api/x/place/tree' });
  });
});
