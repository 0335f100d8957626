import { describe, expect, it } from 'vitest';
import { hasCall, permissionCode, type StandardCall } from '../resource';
import { menuSeed } from '../seed';
import type { MenuSeed } from '../seed/types';
import { resources } from './index';

/**
 * Seed 000 §4: params, SMS, object storage, notices, top menus and data models offer "the
 * standard set": page, get/{id}, remove, save, update, submit and exportExcel.
 */
const STANDARD: StandardCall[] = ['page', 'get', 'remove', 'save', 'update', 'submit', 'exportExcel'];
const STANDARD_SET = [
  resources.param,
  resources.sms,
  resources.oss,
  resources.notice,
  resources.topMenu,
  resources.model,
];

const codes = (nodes: readonly MenuSeed[]): string[] =>
  nodes.flatMap((n) => [n.code, ...codes(n.children ?? [])]);

describe('the standard set of seed 000', () => {
  const seeded = new Set(codes(menuSeed));
  it.each(STANDARD_SET.map((d) => [d.name, d] as const))(
    '%s has every standard call and its export button',
    (_n, def) => {
      expect(STANDARD.filter((c) => !hasCall(def, c))).toEqual([]);
      expect(seeded.has(permissionCode(def, 'export'))).toBe(true);
    },
  );
});
