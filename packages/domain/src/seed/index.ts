export { type CheckItemTemplate, checkItemTemplates } from './check-templates';
export { bizDicts, systemDicts } from './dicts';
export { menuSeed } from './menus';
export type { DictItemSeed, DictSeed, MenuIcon, MenuSeed } from './types';
export { MENU_ICONS } from './types';
