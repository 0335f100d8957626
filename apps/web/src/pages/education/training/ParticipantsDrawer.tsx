import { trainingParticipantResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Drawer, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/crud/permission';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Row } from '@/crud/types';
import { api } from '@/http/request';
import { refOverrides, useUserOptions } from '../shared';

/** The people of one training: sign-in, score and result edited in place; several added at once. */
export function ParticipantsDrawer({ record, onClose }: { record: Row | null; onClose: () => void }) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const queryClient = useQueryClient();
  const canEdit = usePermission()('trainingRecord_edit');
  const [isPicking, setPicking] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({ ...refOverrides(['userId'], [], users, []) }),
    [users],
  );
  const baseFilters = useMemo(() => (record ? { recordId: record.id } : undefined), [record]);
  const addPicked = async () => {
    await api({
      url: '/api/shtmp-education/trainingParticipant/batch',
      method: 'post',
      data: { recordId: record?.id, userIds: picked },
    });
    setPicking(false);
    setPicked([]);
    await queryClient.invalidateQueries({ queryKey: ['crud', trainingParticipantResource.name] });
  };
  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      width="min(960px, 96vw)"
      title={`${t('education.participants')} · ${String(record?.title ?? '')}`}
      destroyOnHidden
    >
      {record && (
        <div style={{ height: '100%' }}>
          <ResourceCrud
            def={trainingParticipantResource}
            overrides={overrides}
            baseFilters={baseFilters}
            editable={canEdit ? ['signed', 'score', 'passed'] : []}
            extraToolbarActions={() => [
              {
                key: 'batch',
                label: t('education.addParticipants'),
                code: 'trainingRecord_edit',
                onClick: () => setPicking(true),
              },
            ]}
          />
          <Modal
            open={isPicking}
            title={t('education.addParticipants')}
            onOk={() => void addPicked()}
            okButtonProps={{ disabled: picked.length === 0 }}
            onCancel={() => setPicking(false)}
          >
            <Select
              mode="multiple"
              aria-label={t('education.pickPeople')}
              placeholder={t('education.pickPeople')}
              style={{ width: '100%' }}
              options={users}
              value={picked}
              optionFilterProp="label"
              onChange={setPicked}
            />
          </Modal>
        </div>
      )}
    </Drawer>
  );
}
