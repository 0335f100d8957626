import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/DateInput';
import type { FieldInputProps } from '@/crud/FieldInput';
import { useUserOptions } from '../shared';

type FollowUp = { content: string; ownerId?: string; dueDate?: string; done: boolean };

/** Editor of a meeting's follow-ups: item, owner, due date, done. */
export function FollowUpsInput({ value, onChange, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const list: FollowUp[] = Array.isArray(value) ? (value as FollowUp[]) : [];
  const set = (index: number, patch: Partial<FollowUp>) =>
    onChange?.(list.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list.map((f, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the editor is controlled
        <Space key={i} wrap>
          <Input
            aria-label={t('education.followUpContent')}
            value={f.content}
            disabled={disabled}
            placeholder={t('education.followUpContent')}
            style={{ width: 260 }}
            maxLength={500}
            onChange={(e) => set(i, { content: e.target.value })}
          />
          <Select
            value={f.ownerId}
            disabled={disabled}
            placeholder={t('education.followUpOwner')}
            options={users}
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            onChange={(ownerId) => set(i, { ownerId })}
          />
          <DateInput
            kind="date"
            value={f.dueDate}
            disabled={disabled}
            placeholder={t('education.followUpDue')}
            onChange={(dueDate) => set(i, { dueDate: dueDate ?? undefined })}
          />
          <Checkbox checked={f.done} disabled={disabled} onChange={(e) => set(i, { done: e.target.checked })}>
            {t('education.followUpDone')}
          </Checkbox>
          {!disabled && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="delete"
              onClick={() => onChange?.(list.filter((_, j) => j !== i))}
            />
          )}
        </Space>
      ))}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...list, { content: '', done: false }])}>
          {t('education.addFollowUp')}
        </Button>
      )}
    </Space>
  );
}
