import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const param = resourceTable(resources.param);
export const notice = resourceTable(resources.notice);
