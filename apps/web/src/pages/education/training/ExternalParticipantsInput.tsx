import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '@/crud/FieldInput';

type ExternalPerson = { name: string; company?: string; idNo?: string; phone?: string };

/**
 * Editor of a training's external participants (people who are not users: contractors,
 * visitors): name, company, ID number or phone. The server checks the formats.
 */
export function ExternalParticipantsInput({ value, onChange, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const list: ExternalPerson[] = Array.isArray(value) ? (value as ExternalPerson[]) : [];
  const set = (index: number, patch: Partial<ExternalPerson>) =>
    onChange?.(list.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const cell = (i: number, key: keyof ExternalPerson, width: number, max: number) => (
    <Input
      aria-label={`${t(`education.external.${key}`)} ${i + 1}`}
      placeholder={t(`education.external.${key}`)}
      value={list[i][key] ?? ''}
      disabled={disabled}
      style={{ width }}
      maxLength={max}
      onChange={(e) => set(i, { [key]: e.target.value })}
    />
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="external-participants">
      {disabled && list.length === 0 && <span>{t('education.external.none')}</span>}
      {list.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the editor is controlled
        <Space key={i} wrap>
          {cell(i, 'name', 120, 50)}
          {cell(i, 'company', 200, 100)}
          {cell(i, 'idNo', 200, 18)}
          {cell(i, 'phone', 150, 13)}
          {!disabled && (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('education.external.remove')}
              onClick={() => onChange?.(list.filter((_, j) => j !== i))}
            />
          )}
        </Space>
      ))}
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...list, { name: '' }])}>
          {t('education.external.add')}
        </Button>
      )}
    </Space>
  );
}
