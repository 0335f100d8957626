import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback';
import { useImportStage } from './importProgress';
import { StageLine } from './StageLine';

export const isExcelFile = (name: string) => /\.xlsx?$/i.test(name);

type Props = {
  open: boolean;
  onClose: () => void;
  /** Uploads the file (telling the upload's percent); resolves with the imported row count. */
  onImport: (file: File, onUpload: (percent: number) => void) => Promise<{ count: number }>;
  onTemplate?: () => Promise<void>;
  /** Called after a successful import (reload the list). */
  onDone?: () => void;
};

/**
 * The Excel import dialog (555 px): drag upload of .xls/.xlsx and template download; while an
 * import runs, its upload percent and then the server's reading, checking and writing of rows.
 */
export function ImportDialog({ open, onClose, onImport, onTemplate, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [isUploading, setUploading] = useState(false);
  const { stage, onUpload } = useImportStage(isUploading);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('crud.importTitle')}
      width={555}
      footer={null}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        multiple={false}
        showUploadList={false}
        disabled={isUploading}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            message.warning(t('crud.importOnlyExcel'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading(true);
          try {
            const result = await onImport(file as File, onUpload);
            message.success(t('crud.importDone', { count: result?.count ?? 0 }));
            onSuccess?.(result);
            onDone?.();
            onClose();
          } catch (error) {
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('crud.importDrag')}</p>
        <p className="ant-upload-hint">{t('crud.importHint')}</p>
      </Upload.Dragger>
      {isUploading && stage && <StageLine stage={stage} />}
      {onTemplate && (
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Button type="link" onClick={() => void onTemplate()}>
            {t('crud.importTemplate')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
