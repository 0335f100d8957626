import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const dangerRecord = resourceTable(resources.dangerRecord);
export const dangerRectificationRecord = resourceTable(resources.dangerRectificationRecord);
export const dangerRectificationDelayApply = resourceTable(resources.dangerRectificationDelayApply);
