import { riskControlMeasureResource } from '@dp/domain';
import { useMemo } from 'react';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { MeasureCategoryTag } from '../shared/measureStyle';

/** /risk/riskControlMeasure — control measures in the five categories, each with its icon and colour. */
export default function RiskControlMeasurePage() {
  const extra = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ category: { render: (v) => <MeasureCategoryTag category={v} /> } }),
    [],
  );
  return <ResourceCrud def={riskControlMeasureResource} overrides={extra} />;
}
