import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const datasource = resourceTable(resources.datasource);
export const model = resourceTable(resources.model);
export const modelPrototype = resourceTable(resources.modelPrototype);
export const code = resourceTable(resources.code);
