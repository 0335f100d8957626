import type { ResourceDef } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '@/crud/DetailDrawer';
import { fieldSpecs } from '@/crud/fields';
import { useText } from '@/crud/i18n';
import { resourceApi } from '@/crud/resourceApi';
import type { FieldSpec, Row } from '@/crud/types';
import { AnalysisTable, useAnalysisRows } from './AnalysisTable';
import type { AnalysisKindConfig } from './ItemEditor';

/** 查看 of a JHA/SCL header: its fields, then its analysis (steps or checklist lines) read-only. */
export function AnalysisView(props: {
  def: ResourceDef;
  row: Row | null;
  overrides: Record<string, Partial<FieldSpec>>;
  itemPath: string;
  itemsLabel: string;
  config: AnalysisKindConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { def, row } = props;
  const calls = useMemo(() => resourceApi(def), [def]);
  const fields = useMemo(
    () => fieldSpecs(def.fields, props.overrides).filter((s) => !s.hidden),
    [def, props.overrides],
  );
  const detail = useQuery({
    queryKey: ['crud', def.name, 'detail', row?.id],
    queryFn: () => calls.detail!(row!.id),
    enabled: Boolean(row && calls.detail),
  });
  const items = useAnalysisRows(props.itemPath, props.config, row?.id);
  return (
    <DetailDrawer
      open={Boolean(row)}
      title={`${t(`resource.${def.name}.label`, { defaultValue: text(def.label) })} · ${t('crud.view')}`}
      width={1000}
      fields={fields}
      row={detail.data ?? row}
      isLoading={detail.isFetching}
      onClose={props.onClose}
    >
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {props.itemsLabel}
      </Typography.Title>
      <AnalysisTable rows={items.data?.records ?? []} loading={items.isFetching} config={props.config} />
    </DetailDrawer>
  );
}
