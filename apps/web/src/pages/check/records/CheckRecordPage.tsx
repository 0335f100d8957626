import { ScanOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { checkRecordResource } from '@dp/domain';
import { useQuery } from '@tanstack/react-query';
import { Modal, Select, Space } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { yearList } from '../api';
import { optionInput, refLabel } from '../options';
import { ItemsDrawer } from './ItemsDrawer';
import '../check.css';
import { statusColumn } from '../../danger/shared/StatusTag';

const CameraScanner = lazy(() => import('./CameraScanner'));
const PointInput = optionInput('points');

/** /check/checkRecord — the check ledger, filtered by year; items per record; camera scan to check. */
export default function CheckRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const years = useQuery({ queryKey: ['check-years'], queryFn: yearList });
  const [year, setYear] = useState<number | undefined>(undefined);
  const [itemsOf, setItemsOf] = useState<Row | null>(null);
  const [isScanning, setScanning] = useState(false);
  const baseFilters = useMemo(() => (year ? { year } : {}), [year]);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      checkRiskPointId: { input: PointInput, render: refLabel('checkRiskPointId') },
      recordStatus: statusColumn('recordStatus'),
      year: { def: { ...checkRecordResource.fields.year, search: undefined } },
    }),
    [],
  );
  const onScanned = useCallback(
    (text: string) => {
      setScanning(false);
      const match = /\/m\/check\/([\w-]+)/.exec(text);
      if (match) navigate(`/m/check/${match[1]}`);
    },
    [navigate],
  );
  return (
    // one filling column: the year filter above the list, the list's table taking the rest
    <div className="dp-page crud-fill">
      <Space className="check-year-filter">
        <span>{t('checkPage.year')}</span>
        <Select
          aria-label={t('checkPage.year')}
          data-testid="check-year"
          allowClear
          style={{ width: 140 }}
          value={year}
          onChange={setYear}
          options={(years.data ?? []).map((y) => ({ value: y, label: String(y) }))}
        />
      </Space>
      <ResourceCrud
        def={checkRecordResource}
        overrides={overrides}
        baseFilters={baseFilters}
        extraRowActions={(row) => [
          {
            key: 'items',
            label: t('checkPage.items'),
            icon: <UnorderedListOutlined />,
            onClick: () => setItemsOf(row),
          },
        ]}
        extraToolbarActions={() => [
          {
            key: 'scan',
            label: t('checkPage.scan'),
            icon: <ScanOutlined />,
            code: 'checkRecord_add',
            onClick: () => setScanning(true),
          },
        ]}
      >
        <ItemsDrawer record={itemsOf} onClose={() => setItemsOf(null)} />
        <Modal
          open={isScanning}
          title={t('checkPage.scan')}
          footer={null}
          onCancel={() => setScanning(false)}
          destroyOnHidden
        >
          <Suspense fallback={null}>{isScanning && <CameraScanner onResult={onScanned} />}</Suspense>
        </Modal>
      </ResourceCrud>
    </div>
  );
}
