import type { DictItemSeed, DictSeed, MenuIcon, MenuSeed } from './types';

/** A button of a page: code suffix (the action word), names, placement (1 toolbar, 2 row, 3 both). */
export type ButtonDef = readonly [action: string, name: string, nameEn: string, placement: 1 | 2 | 3];

export const ADD: ButtonDef = ['add', '新增', 'Add', 1];
export const EDIT: ButtonDef = ['edit', '修改', 'Edit', 3];
export const DELETE: ButtonDef = ['delete', '删除', 'Delete', 3];
export const VIEW: ButtonDef = ['view', '查看', 'View', 2];
export const EXPORT: ButtonDef = ['export', '导出', 'Export', 1];
export const IMPORT: ButtonDef = ['import', '导入', 'Import', 1];
export const DOWNLOAD: ButtonDef = ['download', '下载', 'Download', 2];
export const QRCODE: ButtonDef = ['qrcode', '二维码', 'QR Code', 2];
export const REVIEW: ButtonDef = ['review', '评审', 'Review', 2];
export const SUBMIT_REVIEW: ButtonDef = ['submit', '提交评审', 'Submit for Review', 2];

/** add, edit, delete, view — the plain CRUD set. */
export const CRUD: readonly ButtonDef[] = [ADD, EDIT, DELETE, VIEW];

export type PageDef = {
  code: string;
  name: string;
  nameEn: string;
  source: MenuIcon;
  /** Defaults to `${area.path}/${code}`. */
  path?: string;
  buttons: readonly ButtonDef[];
};

export type AreaDef = {
  code: string;
  name: string;
  nameEn: string;
  path: string;
  source: MenuIcon;
  sort: number;
};

function page(def: PageDef, areaPath: string, sort: number): MenuSeed {
  const buttons = def.buttons.map(
    ([action, name, nameEn, placement], index): MenuSeed => ({
      code: `${def.code}_${action}`,
      name,
      nameEn,
      sort: index + 1,
      category: 2,
      alias: action,
      action: placement,
    }),
  );
  return {
    code: def.code,
    name: def.name,
    nameEn: def.nameEn,
    path: def.path ?? `${areaPath}/${def.code}`,
    source: def.source,
    sort,
    category: 1,
    alias: 'menu',
    action: 0,
    ...(buttons.length > 0 ? { children: buttons } : {}),
  };
}

/** A top-level area with its pages; pages are sorted in the order given. */
export function area(def: AreaDef, pages: readonly PageDef[]): MenuSeed {
  return {
    ...def,
    category: 1,
    alias: 'menu',
    action: 0,
    children: pages.map((p, index) => page(p, def.path, index + 1)),
  };
}

/** A dictionary item: key, Chinese label, English label, optional extra, optional children. */
export type ItemDef = readonly [
  key: string,
  label: string,
  labelEn: string,
  extra?: Record<string, unknown> | undefined,
  children?: readonly ItemDef[],
];

function items(defs: readonly ItemDef[]): DictItemSeed[] {
  return defs.map(([key, label, labelEn, extra, children], index) => ({
    key,
    label,
    labelEn,
    sort: index + 1,
    ...(extra ? { extra } : {}),
    ...(children ? { children: items(children) } : {}),
  }));
}

/** A dictionary; item sort follows the order given. */
export function dict(code: string, name: string, nameEn: string, defs: readonly ItemDef[]): DictSeed {
  return { code, name, nameEn, items: items(defs) };
}
