import { ThunderboltOutlined } from '@ant-design/icons';
import { checkItemResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { optionInput, refLabel } from '../options';
import { GenerateDialog } from './GenerateDialog';

const RiskPointInput = optionInput('riskPoints');

/** /check/checkItem — what is checked at the points of a risk point, and the fire-equipment templates. */
export default function CheckItemPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [isGenerating, setGenerating] = useState(false);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ riskPointTypeId: { input: RiskPointInput, render: refLabel('riskPointTypeId') } }),
    [],
  );
  return (
    <>
      <ResourceCrud
        def={checkItemResource}
        overrides={overrides}
        extraToolbarActions={() => [
          {
            key: 'fromMeasures',
            label: t('checkPage.fromMeasures'),
            icon: <ThunderboltOutlined />,
            code: 'checkItem_batch',
            onClick: () => setGenerating(true),
          },
        ]}
      />
      <GenerateDialog
        open={isGenerating}
        onClose={() => setGenerating(false)}
        onDone={() => void client.invalidateQueries({ queryKey: ['crud', checkItemResource.name] })}
      />
    </>
  );
}
