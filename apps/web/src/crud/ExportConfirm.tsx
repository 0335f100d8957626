import { useTranslation } from 'react-i18next';
import { useExportStage } from './importProgress';
import { StageLine } from './StageLine';

/**
 * The body of the export confirmation: the question, then — once 确定 is pressed and the server
 * writes the workbook — the rows written out of the total, until the file is saved and the dialog
 * closes (a large export takes a while before the browser shows any download).
 */
export function ExportConfirm() {
  const { t } = useTranslation();
  const stage = useExportStage();
  return (
    <>
      {t('crud.exportConfirm')}
      {stage && <StageLine stage={stage} />}
    </>
  );
}
