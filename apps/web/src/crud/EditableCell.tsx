import { Spin } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { componentOf, validateTriggerOf } from './component';
import { useEditingCell } from './editingStore';
import { FieldDisplay } from './FieldDisplay';
import { FieldInput } from './FieldInput';
import { useFeedback } from './feedback';
import { langOf } from './i18n';
import { fieldChecks, validateValue } from './rules';
import type { FieldSpec } from './types';

export type EditableCellProps = {
  /** Unique per table, row and field. */
  cellKey: string;
  spec: FieldSpec;
  value: unknown;
  /** Saves the new value; absent → 'parameter error: request-fn not passed'. */
  onSave?: (value: unknown) => Promise<unknown>;
};

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

/** A display cell that turns into its editor on click; validated, saved, or restored on cancel. */
export function EditableCell({ cellKey, spec, value, onSave }: EditableCellProps) {
  const { t, i18n } = useTranslation();
  const { message, notification } = useFeedback();
  const isEditing = useEditingCell((s) => s.active === cellKey);
  const setActive = useEditingCell((s) => s.setActive);
  const [draft, setDraft] = useState<unknown>(value);
  const [isSaving, setSaving] = useState(false);
  const component = componentOf(spec);
  const isTextLike = validateTriggerOf(component) === 'onBlur';
  const checks = useMemo(() => fieldChecks(spec, langOf(i18n.language), t), [spec, i18n.language, t]);

  const close = () => {
    if (useEditingCell.getState().active === cellKey) setActive(null);
  };
  const cancel = () => {
    setDraft(value);
    close();
  };
  const commit = async (next: unknown) => {
    if (isSaving) return; // a value still loading is ignored
    if (same(next, value)) return close(); // an unchanged value is ignored
    const error = validateValue(checks, next);
    if (error) {
      notification.error({ title: 'error', description: error });
      return;
    }
    if (!onSave) {
      message.error(t('crud.requestFnMissing'));
      return cancel();
    }
    setSaving(true);
    try {
      await onSave(next);
      close();
    } catch {
      message.error(t('crud.updateFailed'));
      cancel();
    } finally {
      setSaving(false);
    }
  };

  if (!isEditing) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a table cell that opens its editor, like a spreadsheet
      <div
        role="button"
        tabIndex={0}
        data-testid={`cell-${cellKey}`}
        style={{ minHeight: 22, cursor: 'pointer' }}
        onClick={() => {
          setDraft(value);
          setActive(cellKey);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            setDraft(value);
            setActive(cellKey);
          }
        }}
      >
        <FieldDisplay spec={spec} value={value} />
      </div>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') cancel();
    else if (e.key === 'Enter' && isTextLike && component !== 'textarea') void commit(draft);
  };
  return (
    <Spin spinning={isSaving} size="small">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key handling for the editor inside */}
      <div onKeyDown={onKeyDown}>
        <FieldInput
          spec={spec}
          value={draft}
          autoFocus
          onChange={(next) => {
            setDraft(next);
            if (!isTextLike) void commit(next);
          }}
          onBlur={isTextLike ? () => void commit(draft) : undefined}
        />
      </div>
    </Spin>
  );
}
