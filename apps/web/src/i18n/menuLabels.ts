import { type MenuSeed, menuSeed } from '@dp/domain/seed';
import { addLabels } from './index';
import type { LocaleTree } from './merge';

/** `menu.<code>` labels (zh name / en nameEn) for every menu of the seed; buttons are skipped. */
export function menuLabelTrees(seed: MenuSeed[]): { zh: LocaleTree; en: LocaleTree } {
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  const walk = (nodes: MenuSeed[]) => {
    for (const node of nodes) {
      if (node.category !== 1) continue;
      zh[node.code] = node.name;
      en[node.code] = node.nameEn;
      walk(node.children ?? []);
    }
  };
  walk(seed);
  return { zh: { menu: zh }, en: { menu: en } };
}

let isRegistered = false;

/** Registered by the main layout, so the seed stays out of the sign-in bundle. */
export function registerMenuLabels(): void {
  if (isRegistered) return;
  isRegistered = true;
  const { zh, en } = menuLabelTrees(menuSeed);
  addLabels('zh-CN', zh);
  addLabels('en-US', en);
}
