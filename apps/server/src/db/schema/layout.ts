import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const place = resourceTable(resources.place);
export const tenantLayout = resourceTable(resources.tenantLayout);
