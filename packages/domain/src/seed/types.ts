/** Icon keys a menu may use; the web app maps each key to one icon component. */
export const MENU_ICONS = [
  'home',
  'dashboard',
  'setting',
  'user',
  'team',
  'apartment',
  'safety',
  'alert',
  'audit',
  'book',
  'file',
  'database',
  'bell',
  'chart',
  'environment',
  'tool',
  'cloud',
  'message',
  'code',
  'lock',
  'key',
  'global',
  'profile',
  'schedule',
  'fire',
  'warning',
  'check',
  'read',
  'layout',
  'notification',
  'solution',
  'cluster',
  'idcard',
  'file-text',
  'desktop',
  'bank',
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];

/** One row of the menu table (api-contract §3.1): an area, a page, or a button of a page. */
export type MenuSeed = {
  /** Unique across the tree. Pages: lowerCamel resource name; buttons: `${pageCode}_${action}`. */
  code: string;
  name: string;
  nameEn: string;
  /** Route path of a menu; omitted for buttons. */
  path?: string;
  /** Icon key of a menu; omitted for buttons. */
  source?: MenuIcon;
  sort: number;
  /** 1 menu, 2 button (dict menu_category). */
  category: 1 | 2;
  /** 'menu' for menus; the action word for buttons. */
  alias: string;
  /** Buttons: 1 toolbar, 2 row, 3 both (dict button_func); menus 0. */
  action?: 0 | 1 | 2 | 3;
  /** 2 = external link opened in a new window (dict yes_no); default 1. */
  isOpen?: 1 | 2;
  children?: MenuSeed[];
};

export type DictItemSeed = {
  key: string;
  label: string;
  labelEn: string;
  sort: number;
  /** Attributes the domain model attaches to an item (colour, rank, numeric value, parent…). */
  extra?: Record<string, unknown>;
  /** Child items share the dictionary code (item trees, api-contract §4.1). */
  children?: DictItemSeed[];
};

export type DictSeed = {
  code: string;
  name: string;
  nameEn: string;
  items: DictItemSeed[];
};
