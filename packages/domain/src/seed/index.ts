export { type CheckItemTemplate, checkItemTemplates } from './check-templates';
export { bizDicts, systemDicts } from './dicts';
export { menuSeed } from './menus';
export type { NotifyRuleSeed, RuleRecipientSeed } from './notify-rules';
export { notifyRuleSeeds } from './notify-rules';
export { BUSINESS_ROLES, type BusinessRole, businessRoles, grantedMenuCodes } from './roles';
export type { DictItemSeed, DictSeed, MenuIcon, MenuSeed } from './types';
export { MENU_ICONS } from './types';
