import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const notifyNotice = resourceTable(resources.notifyNotice);
export const notifyNoticeItem = resourceTable(resources.notifyNoticeItem);
export const notifyMessage = resourceTable(resources.notifyMessage);
