import { QrcodeOutlined } from '@ant-design/icons';
import {
  checkRiskPointResource,
  extinguisherFields,
  type FieldDef,
  hydrantFields,
  type ResourceDef,
} from '@dp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { DeptInput, optionInput, refLabel } from '../options';
import { QrDialog } from './QrDialog';
import '../check.css';
import { statusColumn } from '../../danger/shared/StatusTag';
import { LevelTag } from '../../risk/shared/LevelTag';

export type PointKind = 'NORMAL' | 'EXTINGUISHER' | 'HYDRANT';

const PAGE: Record<PointKind, string> = {
  NORMAL: 'checkRiskPoint',
  EXTINGUISHER: 'checkRiskPointExtinguisher',
  HYDRANT: 'checkRiskPointHydrant',
};

const own = { EXTINGUISHER: extinguisherFields, HYDRANT: hydrantFields } as const;
const variantNames = new Set([...Object.keys(extinguisherFields), ...Object.keys(hydrantFields)]);

/** The per-screen definition of one kind: its own extension fields, its own page's codes. */
function kindDef(kind: PointKind): ResourceDef {
  const fields: Record<string, FieldDef> = {};
  for (const [name, f] of Object.entries(checkRiskPointResource.fields)) {
    if (variantNames.has(name) && (kind === 'NORMAL' || !(name in own[kind]))) continue;
    if (name === 'riskPointTypeId' && kind !== 'NORMAL') continue;
    fields[name] = name === 'riskPointTypeId' ? { ...f, required: true } : f;
  }
  // an extinguisher's or a hydrant's own columns follow the common first screen
  const firstScreen = [
    ...(checkRiskPointResource.firstScreen ?? []).filter((name) => name in fields),
    ...(kind === 'NORMAL' ? [] : Object.keys(own[kind]).filter((name) => fields[name]?.list !== false)),
  ];
  return { ...checkRiskPointResource, name: PAGE[kind], permission: PAGE[kind], fields, firstScreen };
}

const RiskPointInput = optionInput('riskPoints');
const UserInput = optionInput('users');

/** Check points of one kind (risk check points, extinguishers, hydrants) with their QR codes. */
export function PointPage({ kind }: { kind: PointKind }) {
  const { t } = useTranslation();
  const def = useMemo(() => kindDef(kind), [kind]);
  const [qrPoint, setQrPoint] = useState<Row | null>(null);
  const baseFilters = useMemo(() => ({ pointKind: kind }), [kind]);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      pointKind: { hidden: true },
      riskPointTypeId: { input: RiskPointInput, render: refLabel('riskPointTypeId') },
      responsibleUserId: { input: UserInput, render: refLabel('responsibleUserId') },
      deptId: { input: DeptInput, render: refLabel('deptId') },
      riskLevel: { render: (v) => <LevelTag level={v} /> },
      enableStatus: statusColumn('enableStatus'),
    }),
    [],
  );
  return (
    <ResourceCrud
      def={def}
      baseFilters={baseFilters}
      overrides={overrides}
      extraRowActions={(row) => [
        {
          key: 'qrcode',
          label: t('checkPage.qrcode'),
          icon: <QrcodeOutlined />,
          code: `${PAGE[kind]}_qrcode`,
          onClick: () => setQrPoint(row),
        },
      ]}
    >
      <QrDialog
        point={qrPoint ? { id: qrPoint.id, name: String(qrPoint.name), number: qrPoint.number } : null}
        onClose={() => setQrPoint(null)}
      />
    </ResourceCrud>
  );
}
