import { dangerRectificationNoticeResource } from '@dp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/crud/feedback';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec, Operation, Row } from '@/crud/types';
import { ActionDialog } from '../shared/ActionForm';
import { noticeApi } from '../shared/dangerApi';
import { StatusTag } from '../shared/StatusTag';

const def = dangerRectificationNoticeResource;
type Pending = { row: Row; action: 'ISSUE' | 'SIGN' | 'REVOKE' };

/** /danger/dangerRectificationNotice — notices: issue, sign, revoke (with reason), Word download. */
export default function DangerNoticePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      status: { render: (v, row) => <StatusTag status={v} label={row.statusName} /> },
      checkedDeptId: { render: (_v, row) => String(row.checkedDeptIdName ?? '') },
      receiverUserId: { render: (_v, row) => String(row.receiverUserIdName ?? '') },
      issuerId: { render: (_v, row) => String(row.issuerIdName ?? '') },
    }),
    [],
  );
  const actions = (row: Row): Operation[] => {
    const allowed = (row.allowedActions as string[] | undefined) ?? [];
    const codes: Record<string, string> = {
      ISSUE: 'dangerRectificationNotice_issue',
      SIGN: 'dangerRectificationNotice_sign',
      REVOKE: 'dangerRectificationNotice_revoke',
    };
    return [
      ...(['ISSUE', 'SIGN', 'REVOKE'] as const)
        .filter((a) => allowed.includes(a))
        .map((a) => ({
          key: a,
          label: t(`dangerUi.noticeAction.${a}`),
          code: codes[a],
          danger: a === 'REVOKE',
          onClick: () => setPending({ row, action: a }),
        })),
      {
        key: 'download',
        label: t('dangerUi.noticeAction.download'),
        code: 'dangerRectificationNotice_download',
        onClick: () => void noticeApi.download(row.id, `${row.title ?? ''}${row.noticeNo ?? ''}`),
      },
    ];
  };
  return (
    <div className="dp-page crud-fill" data-testid="notice-page">
      <ResourceCrud def={def} overrides={overrides} leadingRowActions={actions} />
      <ActionDialog
        open={pending !== null}
        title={pending ? t(`dangerUi.noticeAction.${pending.action}`) : ''}
        fields={[]}
        opinion={pending?.action === 'REVOKE' ? 'required' : 'optional'}
        onSubmit={async ({ opinion }) => {
          if (!pending) return;
          const { row, action } = pending;
          if (action === 'REVOKE') await noticeApi.revoke(row.id, String(opinion ?? ''), Number(row.version));
          else
            await noticeApi.process({
              id: row.id,
              version: Number(row.version),
              action,
              opinion: opinion as string,
            });
          message.success(t('dangerUi.done'));
          await client.invalidateQueries({ queryKey: ['crud', def.name] });
        }}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
