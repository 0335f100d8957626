import { type ResourceDef, resources } from '@dp/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/http/request';
import { i18n } from '@/i18n';
import { type TokenInfo, useSession } from '@/stores/session';
import { columnChoices } from './columnLayout';
import { columnSettingsKey } from './columnSettings';
import { buildColumns } from './columns';
import { fieldSpecs } from './fields';
import { ResourceCrud } from './ResourceCrud';
import { renderWithProviders } from './test/render';
import type { FieldSpec } from './types';

vi.mock('@/http/request', () => ({ api: vi.fn(), download: vi.fn() }));
const mockedApi = vi.mocked(api);

/** The business ledgers of issue #34 item 1. */
const LEDGERS = [
  'riskPointType',
  'riskJobActivity',
  'riskDeviceFacility',
  'riskPointControl',
  'riskNoticeBoard',
  'checkRiskPoint',
  'checkPlan',
  'checkRecord',
  'dangerRecord',
  'dangerRectificationNotice',
  'dangerRectificationRecord',
  'dangerRectificationDelayApply',
  'qualificationRecord',
  'trainingRecord',
  'place',
] as const;

const titleOf = (s: FieldSpec) => s.def.label.zh;
const listed = (def: ResourceDef) =>
  Object.entries(def.fields)
    .filter(([, f]) => f.list !== false && !f.secret)
    .map(([name]) => name);

describe('first screens of the ledgers', () => {
  it.each(LEDGERS)(
    '%s: the first screen in order, every other listed column hidden in the drawer',
    (name) => {
      const def = resources[name] as ResourceDef;
      const first = def.firstScreen ?? [];
      expect(first.length).toBeGreaterThan(0);
      const specs = fieldSpecs(def.fields);
      const shown = buildColumns({ fields: specs, titleOf, tableId: 't', firstScreen: first });
      expect(shown.map((c) => c.key)).toEqual(first);
      const choices = columnChoices(specs, first, titleOf);
      expect(choices.map((c) => c.key).sort()).toEqual(listed(def).sort());
      expect(choices.slice(0, first.length).map((c) => c.key)).toEqual(first);
      for (const c of choices) expect(c.defaultHidden).toBe(!first.includes(c.key));
    },
  );

  it('a saved choice wins over the first screen: a drawer column shown, a first-screen one hidden', () => {
    const def = resources.dangerRecord;
    const shown = buildColumns({
      fields: fieldSpecs(def.fields),
      titleOf,
      tableId: 't',
      firstScreen: def.firstScreen,
      settings: { source: { hidden: false }, level: { hidden: true }, title: { fixed: true } },
    });
    expect(shown.map((c) => c.key)).toEqual([
      'dangerNo',
      'title',
      'status',
      'rectifyUserId',
      'placeId',
      'currentDeadline',
      'foundTime',
      'source',
    ]);
    expect(shown[1].fixed).toBe('left');
  });
});

describe('the danger ledger screen', { timeout: 90000 }, () => {
  const def = resources.dangerRecord as ResourceDef;
  const title = (name: string) =>
    i18n.t(`resource.${def.name}.fields.${name}`, { defaultValue: def.fields[name].label.zh });
  const headers = () =>
    [...document.querySelectorAll('.ant-table-thead th')]
      .map((th) => th.textContent ?? '')
      .filter((text) => text && !['#', '序号', '操作'].includes(text));

  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ userInfo: { user_id: '1001' } as TokenInfo, permission: { dangerRecord: true } });
    mockedApi.mockImplementation(async (config) =>
      config.url?.endsWith('/page')
        ? { records: [{ id: '1', dangerNo: 'YH-20261120-0001' }], total: 1, size: 10, current: 1, pages: 1 }
        : [],
    );
  });
  afterEach(() => {
    cleanup();
    mockedApi.mockReset();
  });

  it('opens on its first screen; the drawer offers the rest, ticked hidden, and shows one on request', async () => {
    renderWithProviders(<ResourceCrud def={def} />);
    await screen.findByText('YH-20261120-0001');
    expect(headers()).toEqual(def.firstScreen?.map(title));

    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = within(await screen.findByRole('dialog'));
    const hide = (name: string) => drawer.getByLabelText(`隐藏 ${title(name)}`) as HTMLInputElement;
    expect(hide('level').checked).toBe(false);
    expect(hide('source').checked).toBe(true);
    fireEvent.click(hide('source'));
    await waitFor(() => expect(headers()).toContain(title('source')));
    expect(JSON.parse(localStorage.getItem(columnSettingsKey('1001', def.name))!)).toEqual({
      source: { hidden: false },
    });
  });

  it('keeps a user’s saved columns', async () => {
    localStorage.setItem(
      columnSettingsKey('1001', def.name),
      JSON.stringify({ level: { hidden: true }, category: { hidden: false } }),
    );
    renderWithProviders(<ResourceCrud def={def} />);
    await screen.findByText('YH-20261120-0001');
    const shown = headers();
    expect(shown).not.toContain(title('level'));
    expect(shown).toContain(title('category'));
    expect(shown).toContain(title('status'));
  });
});
