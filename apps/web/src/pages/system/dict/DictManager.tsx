import { Card, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/crud/types';
import { DictChildPanel } from './DictChildPanel';
import { DictParentPanel } from './DictParentPanel';
import type { DictVariant } from './dictFields';

export type DictLayout = 'dialog' | 'horizontal' | 'vertical';

type Props = { variant: DictVariant; layout: DictLayout };

const fill = { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, minWidth: 0 } as const;
const cardStyles = { body: { ...fill, padding: 12 } };

/**
 * Dictionary administration: headers and their item tree, either items in a dialog (system and
 * business dictionary pages) or both tables side by side / stacked.
 */
export function DictManager({ variant, layout }: Props) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<Row>();
  const [isDialogOpen, setDialogOpen] = useState(false);

  if (layout === 'dialog') {
    return (
      <div style={{ ...fill, height: '100%' }}>
        <DictParentPanel
          variant={variant}
          onConfigure={(row) => {
            setParent(row);
            setDialogOpen(true);
          }}
        />
        <Modal
          open={isDialogOpen}
          title={t('systemPages.configTitle', { name: parent?.dictValue ?? '' })}
          width="80%"
          footer={null}
          mask={{ closable: false }}
          onCancel={() => setDialogOpen(false)}
          destroyOnHidden
        >
          <div style={{ ...fill, height: '65vh' }}>
            <DictChildPanel variant={variant} parent={parent} />
          </div>
        </Modal>
      </div>
    );
  }

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: layout === 'horizontal' ? 'row' : 'column',
        gap: 12,
        height: '100%',
      }}
    >
      <Card title={t('systemPages.parentTitle')} style={{ ...fill }} styles={cardStyles}>
        <DictParentPanel variant={variant} onConfigure={setParent} selectedId={parent?.id} />
      </Card>
      <Card
        title={
          parent ? t('systemPages.configTitle', { name: parent.dictValue }) : t('systemPages.childTitle')
        }
        style={{ ...fill }}
        styles={cardStyles}
      >
        <DictChildPanel variant={variant} parent={parent} />
      </Card>
    </div>
  );
}
