import { Card, Modal } from 'antd';
import '@/crud/crud.css';
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
      <div className="crud-fill">
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

  // Side by side both tables fill the height; stacked, each grows with its rows and the page scrolls.
  const isSideBySide = layout === 'horizontal';
  const cardStyle = isSideBySide ? fill : undefined;
  const styles = isSideBySide ? cardStyles : undefined;
  return (
    <div
      className={isSideBySide ? 'crud-fill' : undefined}
      style={{ display: 'flex', flexDirection: isSideBySide ? 'row' : 'column', gap: 12 }}
    >
      <Card title={t('systemPages.parentTitle')} style={cardStyle} styles={styles}>
        <DictParentPanel
          variant={variant}
          onConfigure={setParent}
          selectedId={parent?.id}
          isFilling={isSideBySide}
        />
      </Card>
      <Card
        title={
          parent ? t('systemPages.configTitle', { name: parent.dictValue }) : t('systemPages.childTitle')
        }
        style={cardStyle}
        styles={styles}
      >
        <DictChildPanel variant={variant} parent={parent} isFilling={isSideBySide} />
      </Card>
    </div>
  );
}
