import type { TreeNode } from '@dp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, TreeSelect, Upload } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { usePermission } from '@/crud/permission';
import type { TreeOption } from '@/crud/types';
import { api } from '@/http/request';
import { MapLegend } from './MapLegend';
import { loadMap, loadPoints, savePointPosition, savePolygon, uploadPlan } from './mapApi';
import { PlaceOverviewCard } from './PlaceOverviewCard';
import type { MapMode } from './RiskMap';

const RiskMap = lazy(() => import('./RiskMap'));

const toTree = (nodes: TreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ title: n.title, value: n.id, children: n.children ? toTree(n.children) : undefined }));

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(320, Math.floor(entry.contentRect.width))),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** /layout/tenantLayout — site plans and the four-colour risk map drawn on them. */
export default function TenantLayoutPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [layoutId, setLayoutId] = useState<string>();
  const [mode, setMode] = useState<MapMode>({ kind: 'view' });
  const [selected, setSelected] = useState<string>();
  const { ref, width } = useWidth();
  const map = useQuery({ queryKey: ['layoutMap', 'map', layoutId], queryFn: () => loadMap(layoutId) });
  const places = useQuery({
    queryKey: ['layoutMap', 'placeTree'],
    queryFn: () => api<TreeNode[]>({ url: '/api/shtmp-layout/place/tree' }),
    enabled: can('place_edit'),
  });
  const points = useQuery({
    queryKey: ['layoutMap', 'points'],
    queryFn: loadPoints,
    enabled: can('checkRiskPoint_edit'),
  });
  const data = map.data;
  const current = data?.layout;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['layoutMap'] });

  const onUpload = async (file: File) => {
    const saved = await uploadPlan(file, file.name.replace(/\.[^.]+$/, '').slice(0, 100));
    message.success(t('layoutMap.saved'));
    setLayoutId(saved.id);
    await refresh();
  };
  const onSavePolygon = async () => {
    if (mode.kind !== 'draw' || !current) return;
    await savePolygon(mode.placeId, current.id, mode.vertices);
    message.success(t('layoutMap.saved'));
    setMode({ kind: 'view' });
    await refresh();
  };
  const onPlacePoint = async (pointId: string, x: number, y: number) => {
    if (!current) return;
    await savePointPosition(pointId, current.id, x, y);
    await refresh();
  };
  const startDraw = (placeId: string) => {
    const existing = data?.places.find((p) => p.id === placeId)?.polygon;
    setMode({ kind: 'draw', placeId, vertices: existing ?? [] });
  };

  return (
    <div className="crud-page" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Space wrap>
        <Select
          aria-label={t('layoutMap.plan')}
          style={{ minWidth: 200 }}
          value={current?.id}
          placeholder={t('layoutMap.plan')}
          options={(data?.layouts ?? []).map((l) => ({
            value: l.id,
            label: l.isDefault ? `${l.name} (${t('layoutMap.isDefault')})` : l.name,
          }))}
          onChange={(id) => {
            setLayoutId(id);
            setSelected(undefined);
            setMode({ kind: 'view' });
          }}
        />
        {can('tenantLayout_add') && (
          <Upload
            accept=".png,.jpg,.jpeg,.svg"
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <Button data-testid="upload-plan">{t('layoutMap.upload')}</Button>
          </Upload>
        )}
        {current &&
          can('tenantLayout_edit') &&
          !data?.layouts.find((l) => l.id === current.id)?.isDefault && (
            <Button
              onClick={async () => {
                await api({
                  url: '/api/shtmp-layout/tenantLayout/update',
                  method: 'post',
                  data: { id: current.id, isDefault: true, version: current.version },
                });
                await refresh();
              }}
            >
              {t('layoutMap.setDefault')}
            </Button>
          )}
        {current && can('place_edit') && mode.kind === 'view' && (
          <TreeSelect
            aria-label={t('layoutMap.drawPlace')}
            style={{ minWidth: 200 }}
            placeholder={t('layoutMap.drawPlace')}
            treeData={toTree(places.data ?? [])}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            onChange={(id: string) => startDraw(id)}
          />
        )}
        {current && can('checkRiskPoint_edit') && mode.kind === 'view' && (
          <Select
            aria-label={t('layoutMap.placePoint')}
            style={{ minWidth: 220 }}
            placeholder={t('layoutMap.placePoint')}
            showSearch
            optionFilterProp="label"
            options={(points.data?.records ?? []).map((p) => ({
              value: p.id,
              label: `${p.number} ${p.name}`,
            }))}
            onChange={(id: string) => setMode({ kind: 'point', pointId: id })}
          />
        )}
        {mode.kind === 'draw' && (
          <>
            <Button type="primary" disabled={mode.vertices.length < 3} onClick={() => void onSavePolygon()}>
              {t('layoutMap.savePolygon')}
            </Button>
            <Button onClick={() => setMode({ ...mode, vertices: [] })}>{t('layoutMap.clear')}</Button>
          </>
        )}
        {mode.kind !== 'view' && (
          <Button onClick={() => setMode({ kind: 'view' })}>{t('layoutMap.cancel')}</Button>
        )}
      </Space>
      {mode.kind !== 'view' && (
        <Alert
          type="info"
          showIcon
          message={mode.kind === 'draw' ? t('layoutMap.drawHint') : t('layoutMap.pointHint')}
        />
      )}
      <MapLegend
        legend={data?.legend ?? []}
        outOfControl={(data?.riskPoints ?? []).filter((p) => p.outOfControl)}
      />
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div ref={ref} style={{ flex: 1, minWidth: 0, border: '1px solid var(--ant-color-border, #eee)' }}>
          {data && !current && <Empty description={t('layoutMap.noPlan')} />}
          {data && current && (
            <Suspense fallback={null}>
              <RiskMap
                data={data}
                width={width}
                mode={mode}
                selectedPlaceId={selected}
                onSelectPlace={setSelected}
                onVertices={(vertices) => mode.kind === 'draw' && setMode({ ...mode, vertices })}
                onPlacePoint={(id, x, y) => void onPlacePoint(id, x, y)}
              />
            </Suspense>
          )}
        </div>
        {selected && (
          <div style={{ width: 300 }}>
            <PlaceOverviewCard placeId={selected} />
          </div>
        )}
      </div>
    </div>
  );
}
