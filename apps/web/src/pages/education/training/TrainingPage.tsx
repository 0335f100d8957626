import { trainingRecordResource } from '@dp/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { percent, refOverrides, useDeptTree } from '../shared';
import { ExternalParticipantsInput } from './ExternalParticipantsInput';
import { HoursBelowDrawer } from './HoursBelowDrawer';
import { ParticipantsDrawer } from './ParticipantsDrawer';

/** /education/trainingRecord — trainings with participants, pass rate and people short of hours. */
export default function TrainingPage() {
  const { t } = useTranslation();
  const depts = useDeptTree();
  const [record, setRecord] = useState<Row | null>(null);
  const [isHoursOpen, setHoursOpen] = useState(false);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      ...refOverrides([], ['organizerDeptId'], [], depts),
      passRate: { render: (v) => percent(v) },
      externalParticipants: { input: ExternalParticipantsInput },
    }),
    [depts],
  );
  return (
    <ResourceCrud
      def={trainingRecordResource}
      overrides={overrides}
      extraRowActions={(row) => [
        {
          key: 'participants',
          label: t('education.participants'),
          code: 'trainingRecord',
          onClick: () => setRecord(row),
        },
      ]}
      extraToolbarActions={() => [
        {
          key: 'hoursBelow',
          label: t('education.hoursBelow'),
          code: 'trainingRecord',
          onClick: () => setHoursOpen(true),
        },
      ]}
    >
      <ParticipantsDrawer record={record} onClose={() => setRecord(null)} />
      <HoursBelowDrawer open={isHoursOpen} onClose={() => setHoursOpen(false)} />
    </ResourceCrud>
  );
}
