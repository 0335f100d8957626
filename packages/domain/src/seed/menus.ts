import {
  checkMenu,
  dangerMenu,
  educationMenu,
  layoutMenu,
  notifyMenu,
  statisticsMenu,
} from './menus-business';
import { riskMenu } from './menus-risk';
import { authorityMenu, deskMenu, logMenu, resourceMenu, systemMenu, toolMenu } from './menus-system';
import type { MenuSeed } from './types';

export { MENU_ICONS, type MenuIcon, type MenuSeed } from './types';

/**
 * The full menu tree: areas → pages → buttons. 首页 (/home/index) is built into the shell
 * and is not part of the tree.
 */
export const menuSeed: MenuSeed[] = [
  riskMenu,
  checkMenu,
  dangerMenu,
  educationMenu,
  layoutMenu,
  statisticsMenu,
  notifyMenu,
  deskMenu,
  systemMenu,
  authorityMenu,
  logMenu,
  resourceMenu,
  toolMenu,
];
