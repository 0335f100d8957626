import { regionResource } from '@dp/domain';
import { useMemo } from 'react';
import { TreeCrud } from '@/crud/tree/TreeCrud';
import type { FieldSpec } from '@/crud/types';

/** The root row (中国, code 00) has parent 0: the tree starts with it. */
const lazy = { root: '0' };

/**
 * /system/region — regions as a lazily loaded tree (children on expand); a child starts with its
 * parent's code as the prefix of its own. The parent is set by 'add child', never typed.
 */
export default function RegionPage() {
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ parentCode: { disabled: true } }),
    [],
  );
  return (
    <TreeCrud
      def={regionResource}
      lazy={lazy}
      overrides={overrides}
      childOf={(row) => ({ parentCode: row.id, code: row.id === '00' ? '' : row.id, sort: 0 })}
    />
  );
}
