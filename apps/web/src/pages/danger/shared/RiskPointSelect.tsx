import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/http/request';

type PlaceRiskPoint = { id: string; name: string; code: string | null; riskLevel: string | null };

/**
 * The risk point of a hand-registered hazard (随手拍, issue #32 item 3): the risk points of the
 * chosen place and the places below it, worst level first; the first one is suggested when the
 * field is still empty.
 */
export function RiskPointSelect({
  placeId,
  value,
  onChange,
  id,
}: {
  placeId?: string;
  value?: string;
  onChange?: (v: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useQuery({
    queryKey: ['riskPointsOfPlace', placeId],
    enabled: Boolean(placeId),
    queryFn: () =>
      api<PlaceRiskPoint[]>({
        url: '/api/shtmp-risk/riskPointType/byPlace',
        method: 'get',
        params: { placeId },
        silent: true,
      }),
  });
  const options = (data ?? []).map((p) => ({
    value: p.id,
    label: `${p.name}${p.riskLevel ? ` · ${t(`homeDash.levels.${p.riskLevel}`)}` : ''}`,
  }));
  const first = data?.[0]?.id;
  useEffect(() => {
    if (!value && first) onChange?.(first);
  }, [value, first, onChange]);
  return (
    <Select
      id={id}
      allowClear
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={options}
      placeholder={t('dangerUi.riskPointHint')}
      notFoundContent={placeId ? t('dangerUi.riskPointNone') : null}
      data-testid="risk-point-select"
    />
  );
}
