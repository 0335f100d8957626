import { checkItemResource } from '@dp/domain';
import { useMemo } from 'react';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { optionInput, refLabel } from '../options';

const RiskPointInput = optionInput('riskPoints');

/** /check/checkItem — what is checked at the points of a risk point, and the fire-equipment templates. */
export default function CheckItemPage() {
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ riskPointTypeId: { input: RiskPointInput, render: refLabel('riskPointTypeId') } }),
    [],
  );
  return <ResourceCrud def={checkItemResource} overrides={overrides} />;
}
