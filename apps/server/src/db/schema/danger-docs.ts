import { resources } from '@dp/domain';
import { joinTable, resourceTable } from '../../resource/table';

/** §7.4 rectification notices and the dangers each lists. */
export const dangerNotice = resourceTable(resources.dangerRectificationNotice);
export const dangerNoticeDangers = joinTable(resources.dangerRectificationNotice, 'dangerIds');

/** §7.5 rectification reports and the dangers each covers. */
export const dangerReport = resourceTable(resources.dangerRectificationReport);
export const dangerReportDangers = joinTable(resources.dangerRectificationReport, 'dangerIds');
export const dangerMajorReport = resourceTable(resources.dangerMajorReport);
