import { qualificationRecordResource } from '@dp/domain';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { refOverrides, showRefName, useDeptTree, useUserOptions } from '../shared';

const STATUS_COLOR: Record<string, string> = { VALID: 'green', EXPIRING: 'orange', EXPIRED: 'red' };

/** /education/qualificationRecord — certificates, flagged when expiring or expired. */
export default function QualificationPage() {
  const { t } = useTranslation();
  const users = useUserOptions();
  const depts = useDeptTree();
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      ...refOverrides(['userId'], [], users, depts),
      deptId: { treeData: depts, component: 'tree-select', render: showRefName('deptId') },
      certStatus: {
        render: (value) =>
          value ? (
            <Tag color={STATUS_COLOR[String(value)]} data-cert-status={String(value)}>
              {t(`education.certStatus.${String(value)}`)}
            </Tag>
          ) : null,
      },
    }),
    [users, depts, t],
  );
  return <ResourceCrud def={qualificationRecordResource} overrides={overrides} />;
}
