import type { AxiosProgressEvent } from 'axios';
import { useEffect, useState } from 'react';
import { onSocketEvent } from '@/shell/notice/noticeStore';

/**
 * Where an import stands: the upload (percent), then the server's phases (rows; total unknown while
 * reading); or where an export stands: rows written into the workbook out of the total.
 */
export type ImportStage =
  | { phase: 'upload'; percent: number }
  | { phase: 'read' | 'check' | 'write' | 'export'; done: number; total: number | null };

/** An import call's upload callback as axios takes it. */
export const uploadPercent = (onUpload?: (percent: number) => void) =>
  onUpload && ((e: AxiosProgressEvent) => onUpload(e.total ? Math.round((e.loaded * 100) / e.total) : 0));

/**
 * The stage of the running import: the upload percent it is told, then the server's
 * `importProgress` pushes to this user's socket (reading, checking, writing rows). Null when idle.
 */
export function useImportStage(isRunning: boolean) {
  const [stage, setStage] = useState<ImportStage | null>(null);
  useEffect(() => {
    if (!isRunning) {
      setStage(null);
      return;
    }
    return onSocketEvent<ImportStage>('importProgress', (e) => {
      if (e.phase !== 'export') setStage(e);
    });
  }, [isRunning]);
  const onUpload = (percent: number) =>
    setStage((s) => (s && s.phase !== 'upload' ? s : { phase: 'upload', percent }));
  return { stage, onUpload };
}

/** The running export's stage (the server's pushes while the workbook is written), null before the first. */
export function useExportStage() {
  const [stage, setStage] = useState<ImportStage | null>(null);
  useEffect(
    () =>
      onSocketEvent<ImportStage>('importProgress', (e) => {
        if (e.phase === 'export') setStage(e);
      }),
    [],
  );
  return stage;
}

/** The stage's bar position (0–100), null while the total is unknown. */
export function stagePercent(stage: ImportStage): number | null {
  if (stage.phase === 'upload') return stage.percent;
  if (!stage.total) return null;
  return Math.min(100, Math.floor((stage.done * 100) / stage.total));
}
