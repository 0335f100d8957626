import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ImportStage, stagePercent } from './importProgress';

const STAGE_TEXT = {
  upload: 'crud.importUploading',
  read: 'crud.importReading',
  check: 'crud.importChecking',
  write: 'crud.importWriting',
  export: 'crud.exportWriting',
} as const;

/** How far a running import or export has got: a bar (once the total is known) and the stage in words. */
export function StageLine({ stage }: { stage: ImportStage }) {
  const { t } = useTranslation();
  const percent = stagePercent(stage);
  return (
    <div
      data-testid={stage.phase === 'export' ? 'export-progress' : 'import-progress'}
      style={{ marginTop: 12 }}
    >
      {percent !== null && <Progress percent={percent} status="active" size="small" />}
      <Typography.Text type="secondary">{t(STAGE_TEXT[stage.phase], { ...stage })}</Typography.Text>
    </div>
  );
}
