import { describe, expect, it } from 'vitest';
import { bizDicts, systemDicts } from './dicts';
import { MENU_ICONS, type MenuSeed, menuSeed } from './menus';
import type { DictItemSeed, DictSeed } from './types';

type Placed = { node: MenuSeed; parent: MenuSeed | undefined; depth: number };

function walk(nodes: MenuSeed[], parent?: MenuSeed, depth = 0): Placed[] {
  return nodes.flatMap((node) => [{ node, parent, depth }, ...walk(node.children ?? [], node, depth + 1)]);
}

function flatItems(items: DictItemSeed[]): DictItemSeed[] {
  return items.flatMap((item) => [item, ...flatItems(item.children ?? [])]);
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function findDict(code: string): DictSeed {
  const found = [...bizDicts, ...systemDicts].find((d) => d.code === code);
  if (!found) throw new Error(`missing dict ${code}`);
  return found;
}

const all = walk(menuSeed);
const menus = all.filter((p) => p.node.category === 1);
const buttons = all.filter((p) => p.node.category === 2);

/**
 * Every dictionary code domain-model.md references on a field (`dict …` / `[CODE]`) or
 * defines in §2/§4, extracted from the document.
 */
const REFERENCED_DICT_CODES = [
  'ACCIDENT_TYPE',
  'ACTIVITY_ROUTINE',
  'APPROVE_RESULT',
  'CERT_TYPE',
  'CHECK_CYCLE',
  'CHECK_POINT_KIND',
  'CHECK_RESULT',
  'CHECK_TYPE',
  'CONTROL_LEVEL',
  'DANGER_CATEGORY',
  'DANGER_CAUSE_TYPE',
  'DANGER_GOV_LEVEL',
  'DANGER_LEVEL',
  'DANGER_SOURCE',
  'DANGER_STATUS',
  'DEVICE_CATEGORY',
  'DEVICE_FACILITY_FACTOR',
  'DEVICE_STATUS',
  'DIRECT_MAJOR_REASON',
  'DOC_STATUS',
  'ENABLE_STATUS',
  'EXTINGUISHER_TYPE',
  'HAZARD_FACTOR_CATEGORY',
  'HYDRANT_TYPE',
  'INVESTMENT_CATEGORY',
  'JOB_DANGER_FACTOR',
  'LAW_LEVEL',
  'LEC_C',
  'LEC_E',
  'LEC_GRADE',
  'LEC_L',
  'LS_GRADE',
  'LS_L',
  'LS_S',
  'MEASURE_CATEGORY',
  'MEETING_TYPE',
  'NOTICE_BOARD_TYPE',
  'NOTIFY_CHANNEL',
  'NOTIFY_EVENT',
  'PLACE_TYPE',
  'POLICY_CATEGORY',
  'RECTIFY_MODE',
  'RECTIFY_TYPE',
  'REGULATION_TYPE',
  'REVIEW_STATUS',
  'REVIEW_TYPE',
  'RISK_EVAL_METHOD',
  'RISK_LEVEL',
  'RISK_POINT_CATEGORY',
  'SAFETY_FILE_CATEGORY',
  'SAFETY_LOGO_CATEGORY',
  'SPECIAL_EQUIPMENT_TYPE',
  'SPECIAL_OPERATION_CATEGORY',
  'STAKEHOLDER_TYPE',
  'TRAINING_TYPE',
];

/** api-contract §4 seed codes plus the user/status dictionaries. */
const SYSTEM_DICT_CODES = [
  'sex',
  'notice',
  'menu_category',
  'button_func',
  'yes_no',
  'flow',
  'org_category',
  'data_scope_type',
  'api_scope_type',
  'scope_category',
  'oss',
  'sms',
  'post_category',
  'region',
  'user_type',
  'user_status',
];

describe('menu seed', () => {
  it('has unique codes across the whole tree', () => {
    expect(duplicates(all.map((p) => p.node.code))).toEqual([]);
  });

  it('has unique paths', () => {
    const paths = all.flatMap((p) => (p.node.path ? [p.node.path] : []));
    expect(duplicates(paths)).toEqual([]);
  });

  it('names every button after its page', () => {
    for (const { node, parent } of buttons) {
      expect(parent?.category, node.code).toBe(1);
      expect(node.code.startsWith(`${parent?.code}_`), node.code).toBe(true);
      expect(node.code, node.code).toBe(`${parent?.code}_${node.alias}`);
      expect(node.children, node.code).toBeUndefined();
      expect(node.path, node.code).toBeUndefined();
      expect([1, 2, 3], node.code).toContain(node.action);
    }
  });

  it('gives every menu a path, an allowed icon and alias menu', () => {
    for (const { node } of menus) {
      expect(node.path, node.code).toMatch(/^\//);
      expect(MENU_ICONS, node.code).toContain(node.source);
      expect(node.alias, node.code).toBe('menu');
      expect(node.action ?? 0, node.code).toBe(0);
    }
  });

  it('puts leaf pages under their area path', () => {
    for (const { node, parent, depth } of menus) {
      if (depth === 0) continue;
      expect(node.path?.startsWith(`${parent?.path}/`), node.code).toBe(true);
      const isLeafPage = !(node.children ?? []).some((c) => c.category === 1);
      expect(isLeafPage, node.code).toBe(true);
    }
  });

  it('uses lowerCamel page codes and sorts siblings uniquely', () => {
    for (const { node } of menus) {
      expect(node.code, node.code).toMatch(/^[a-z][A-Za-z]*$/);
    }
    for (const { node } of all) {
      const sorts = (node.children ?? []).map((c) => String(c.sort));
      expect(duplicates(sorts), node.code).toEqual([]);
    }
  });

  it('contains the expected areas and pages', () => {
    expect(menuSeed.map((m) => m.path)).toEqual([
      '/risk',
      '/check',
      '/danger',
      '/education',
      '/layout',
      '/statistics',
      '/notify',
      '/desk',
      '/system',
      '/authority',
      '/monitor/log',
      '/resource',
      '/tool',
    ]);
    const paths = menus.map((p) => p.node.path);
    for (const path of [
      '/system/param',
      '/system/user',
      '/risk/riskPointType',
      '/monitor/log/api',
      '/resource/oss',
      '/tool/code',
      '/desk/notice',
      '/statistics/specialCheck',
    ]) {
      expect(paths).toContain(path);
    }
    const codes = buttons.map((p) => p.node.code);
    for (const code of [
      'param_add',
      'user_grant',
      'user_reset',
      'user_unlock',
      'user_approve',
      'role_grant',
      'topMenu_grant',
      'tenant_setting',
      'oss_enable',
      'sms_enable',
      'sms_send',
      'code_gen',
      'riskPointType_qrcode',
      'riskPointTypeReview_review',
      'riskJobActivityReview_review',
      'riskDeviceFacilityReview_review',
      'riskManualReview_review',
      'dangerRecord_ignore',
      'dangerRecord_process',
      'dangerRectificationNotice_revoke',
    ]) {
      expect(codes).toContain(code);
    }
    expect(codes).not.toContain('tenantPackage_view');
  });
});

describe('dictionary seed', () => {
  it('has unique codes per list and across both lists', () => {
    expect(duplicates(systemDicts.map((d) => d.code))).toEqual([]);
    expect(duplicates(bizDicts.map((d) => d.code))).toEqual([]);
    expect(duplicates([...systemDicts, ...bizDicts].map((d) => d.code))).toEqual([]);
  });

  it('has unique item keys per dictionary, labels in both languages', () => {
    for (const d of [...systemDicts, ...bizDicts]) {
      const items = flatItems(d.items);
      expect(items.length, d.code).toBeGreaterThan(0);
      expect(duplicates(items.map((i) => i.key)), d.code).toEqual([]);
      for (const item of items) {
        expect(item.label.trim(), `${d.code}.${item.key}`).not.toBe('');
        expect(item.labelEn.trim(), `${d.code}.${item.key}`).not.toBe('');
      }
    }
  });

  it('covers every dictionary domain-model.md references', () => {
    const codes = new Set([...bizDicts, ...systemDicts].map((d) => d.code));
    expect(REFERENCED_DICT_CODES.filter((c) => !codes.has(c))).toEqual([]);
  });

  it('covers the api-contract system dictionaries', () => {
    const codes = new Set(systemDicts.map((d) => d.code));
    expect(SYSTEM_DICT_CODES.filter((c) => !codes.has(c))).toEqual([]);
    const oss = findDict('oss').items.map((i) => [i.key, i.label]);
    expect(oss).toContainEqual(['5', '本地存储']);
    const sms = findDict('sms').items.map((i) => [i.key, i.label]);
    expect(sms).toContainEqual(['5', '仅记录']);
  });

  it('keeps the four risk colours and ranks', () => {
    const levels = findDict('RISK_LEVEL').items.map((i) => [i.key, i.extra?.hex, i.extra?.rank]);
    expect(levels).toEqual([
      ['MAJOR', '#E60012', 1],
      ['SIGNIFICANT', '#FF8C00', 2],
      ['GENERAL', '#FFD200', 3],
      ['LOW', '#1E78FF', 4],
    ]);
  });

  it('has 20 GB 6441 accident types', () => {
    const keys = findDict('ACCIDENT_TYPE').items.map((i) => i.key);
    expect(keys).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('maps every reachable LS product to exactly one grade', () => {
    const grades = findDict('LS_GRADE').items;
    for (let l = 1; l <= 5; l++) {
      for (let s = 1; s <= 5; s++) {
        const r = l * s;
        const hits = grades.filter((g) => r >= Number(g.extra?.min) && r <= Number(g.extra?.max));
        expect(hits.length, `R=${r}`).toBe(1);
      }
    }
  });

  it('maps LEC products to contiguous bands, boundaries to the higher band', () => {
    const bands = findDict('LEC_GRADE').items;
    const bandOf = (d: number) =>
      bands.filter((b) => {
        const min = Number(b.extra?.min);
        const max = b.extra?.max == null ? Number.POSITIVE_INFINITY : Number(b.extra.max);
        return d >= min && d < max;
      });
    const values = (code: string) => findDict(code).items.map((i) => Number(i.extra?.value));
    for (const l of values('LEC_L')) {
      for (const e of values('LEC_E')) {
        for (const c of values('LEC_C')) {
          expect(bandOf(l * e * c).length, `D=${l * e * c}`).toBe(1);
        }
      }
    }
    expect(bandOf(70)[0]?.extra?.level).toBe('GENERAL');
    expect(bandOf(320)[0]?.extra?.level).toBe('MAJOR');
  });

  it('points level and category references at existing keys', () => {
    const keysOf = (code: string) => new Set(flatItems(findDict(code).items).map((i) => i.key));
    const levels = keysOf('RISK_LEVEL');
    for (const code of ['LEC_GRADE', 'LS_GRADE']) {
      for (const item of findDict(code).items) {
        expect(levels.has(String(item.extra?.level)), item.key).toBe(true);
      }
    }
    const hazards = keysOf('HAZARD_FACTOR_CATEGORY');
    const accidents = keysOf('ACCIDENT_TYPE');
    for (const code of ['JOB_DANGER_FACTOR', 'DEVICE_FACILITY_FACTOR']) {
      for (const item of findDict(code).items) {
        expect(hazards.has(String(item.extra?.category)), item.key).toBe(true);
        for (const a of (item.extra?.accidentTypes ?? []) as string[]) {
          expect(accidents.has(a), item.key).toBe(true);
        }
      }
    }
    for (const code of ['HAZARD_FACTOR_CATEGORY', 'DANGER_CATEGORY']) {
      for (const top of findDict(code).items) {
        for (const child of top.children ?? []) {
          expect(child.extra?.parent, child.key).toBe(top.key);
        }
      }
    }
  });
});
