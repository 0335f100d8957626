import { noticeResource } from '@dp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { NoticeContentInput } from './NoticeContentInput';

/** /desk/notice — notices: generic CRUD with a rich-text content editor and a release-time range. */
export default function NoticePage() {
  const { t } = useTranslation();
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      // searched through the inclusive range below (releaseTime_datege / releaseTime_datelt)
      releaseTime: { def: { ...noticeResource.fields.releaseTime, search: undefined } },
      content: { input: NoticeContentInput },
    }),
    [],
  );
  const dateRanges = useMemo(
    () => [{ name: 'releaseTime', label: t('adminNotice.releaseTime'), inclusive: true }],
    [t],
  );
  return <ResourceCrud def={noticeResource} overrides={overrides} dateRanges={dateRanges} />;
}
