import { paramResource } from '@dp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';

/** /system/param — parameters, the generic CRUD screen of the param definition plus a creation-date range. */
export default function ParamPage() {
  const { t } = useTranslation();
  const dateRanges = useMemo(() => [{ name: 'createTime', label: t('crud.createTime') }], [t]);
  return <ResourceCrud def={paramResource} dateRanges={dateRanges} />;
}
