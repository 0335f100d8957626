import { Descriptions, Drawer, Spin } from 'antd';
import type { ReactNode } from 'react';
import { FieldDisplay } from './FieldDisplay';
import { useText } from './i18n';
import type { FieldSpec, Row } from './types';

type Props = {
  open: boolean;
  title: ReactNode;
  /** Every field shown, list or not; `render` overrides the default display. */
  fields: FieldSpec[];
  row?: Row | null;
  isLoading?: boolean;
  width?: number | string;
  onClose: () => void;
  /** Shown below the fields (e.g. a child list). */
  children?: ReactNode;
};

/** A read-only record in a side drawer: one line per field, long text across the full width. */
export function DetailDrawer({ open, title, fields, row, isLoading, width = 640, onClose, children }: Props) {
  const text = useText();
  return (
    <Drawer open={open} title={title} size={width} onClose={onClose} destroyOnHidden>
      <Spin spinning={Boolean(isLoading)}>
        {row && (
          <Descriptions
            bordered
            size="small"
            column={2}
            items={fields.map((spec) => ({
              key: spec.name,
              label: text(spec.def.label),
              span: spec.def.type === 'text' || spec.render ? 2 : 1,
              children: spec.render ? (
                spec.render(row[spec.name], row)
              ) : (
                <FieldDisplay spec={spec} value={row[spec.name]} row={row} />
              ),
            }))}
          />
        )}
        {children}
      </Spin>
    </Drawer>
  );
}
