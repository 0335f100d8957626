import { logApiResource, logErrorResource, logUsualResource, type ResourceDef } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer } from '@/crud/DetailDrawer';
import { fieldSpecs } from '@/crud/fields';
import { useText } from '@/crud/i18n';
import { ResourceCrud } from '@/crud/ResourceCrud';
import { resourceApi } from '@/crud/resourceApi';
import type { FieldSpec, Row } from '@/crud/types';

export type LogKind = 'usual' | 'api' | 'error';

const LOG_DEFS: Record<LogKind, ResourceDef> = {
  usual: logUsualResource,
  api: logApiResource,
  error: logErrorResource,
};

const mono = (value: unknown) =>
  value ? (
    <pre
      className="log-code"
      style={{
        margin: 0,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        maxHeight: 420,
        overflow: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 12,
      }}
    >
      {String(value)}
    </pre>
  ) : null;

/** Long values of the detail drawer shown as code blocks (stack trace, parameters, log data). */
const BLOCKS = ['stackTrace', 'params', 'logData', 'userAgent', 'message'];

/** A read-only log list: search, creation-date range, export and a detail drawer. */
export function LogPage({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const text = useText();
  const def = LOG_DEFS[kind];
  const calls = useMemo(() => resourceApi(def), [def]);
  const [viewing, setViewing] = useState<Row | null>(null);
  const overrides = useMemo(
    () => ({
      time: { render: (value: unknown) => (value === undefined || value === '' ? null : `${value} ms`) },
    }),
    [],
  );
  const detailFields: FieldSpec[] = useMemo(
    () =>
      fieldSpecs(def.fields).map((spec) => (BLOCKS.includes(spec.name) ? { ...spec, render: mono } : spec)),
    [def],
  );
  const detail = useQuery({
    queryKey: ['crud', def.name, 'detail', viewing?.id],
    queryFn: () => calls.detail!(viewing!.id),
    enabled: Boolean(viewing && calls.detail),
  });

  return (
    <ResourceCrud def={def} overrides={overrides} onView={setViewing}>
      <DetailDrawer
        open={Boolean(viewing)}
        title={
          <Typography.Text>
            {text(def.label)} · {t('crud.view')}
          </Typography.Text>
        }
        width={760}
        fields={detailFields}
        row={detail.data ?? viewing}
        isLoading={detail.isFetching}
        onClose={() => setViewing(null)}
      />
    </ResourceCrud>
  );
}
