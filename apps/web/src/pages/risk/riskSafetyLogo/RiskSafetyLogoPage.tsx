import { riskSafetyLogoResource } from '@dp/domain';
import { Image, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';

/** /risk/riskSafetyLogo — the GB 2894 library (built-in drawings, read-only) and the tenant's own signs. */
export default function RiskSafetyLogoPage() {
  const { t } = useTranslation();
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      imageId: {
        render: (_v, row) =>
          row.imageIdUrl ? <Image src={String(row.imageIdUrl)} width={40} alt={String(row.name)} /> : null,
      },
      builtIn: { render: (v) => (v ? <Tag>{t('riskDocs.builtIn')}</Tag> : null) },
    }),
    [t],
  );
  return <ResourceCrud def={riskSafetyLogoResource} overrides={overrides} />;
}
