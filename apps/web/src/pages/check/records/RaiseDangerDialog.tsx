import { resources } from '@dp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '@/crud/feedback';
import { useText } from '@/crud/i18n';
import type { Row } from '@/crud/types';
import { ActionDialog, type ActionField } from '../../danger/shared/ActionForm';
import { raiseDanger } from '../api';

type Draft = { title?: string; description?: string; placeId?: string | null; photoIds?: string[] };

/**
 * The danger registration of a FAIL record item, pre-filled from the draft the check kept
 * (`dangerDraft`); the danger is saved as the caller's draft and opened for submission.
 */
export function RaiseDangerDialog(props: { item: Row | null; onClose: () => void; onDone: () => void }) {
  const { item } = props;
  const { t } = useTranslation();
  const text = useText();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const draft = (item?.dangerDraft ?? {}) as Draft;
  const draftPhotos = draft.photoIds ?? [];
  // Stable while the dialog is open: the dialog resets its form when these change.
  const initialValues = useMemo(() => {
    const d = (item?.dangerDraft ?? {}) as Draft;
    return { title: d.title, description: d.description, placeId: d.placeId ?? undefined };
  }, [item]);
  const label = (name: string) =>
    text(
      (resources.dangerRecord.fields as Record<string, { label: { zh: string; en: string } }>)[name]?.label,
    );
  const fields: ActionField[] = [
    { name: 'title', kind: 'text', required: true, label: label('title') },
    { name: 'description', kind: 'textarea', required: true, label: label('description') },
    { name: 'placeId', kind: 'place', required: true, label: label('placeId') },
    // Photos taken during the check come along; without any the registration asks for some.
    ...(draftPhotos.length
      ? []
      : [{ name: 'photoIds', kind: 'photos', required: true, label: label('photoIds') } as ActionField]),
  ];
  return (
    <ActionDialog
      open={Boolean(item)}
      title={t('checkPage.raiseDangerTitle')}
      fields={fields}
      opinion="none"
      initialValues={initialValues}
      onSubmit={async (values) => {
        const saved = await raiseDanger(String(item!.id), values);
        message.success(t('checkPage.dangerRaised'));
        props.onDone();
        navigate(`/danger/detail?id=${saved.id}`);
      }}
      onClose={props.onClose}
    />
  );
}
