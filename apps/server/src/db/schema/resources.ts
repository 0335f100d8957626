import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const param = resourceTable(resources.param);
export const dict = resourceTable(resources.dict);
export const dictBiz = resourceTable(resources.dictBiz);
export const notice = resourceTable(resources.notice);
export const tenantPackage = resourceTable(resources.tenantPackage);
export const dataScope = resourceTable(resources.dataScope);
export const apiScope = resourceTable(resources.apiScope);
export const oss = resourceTable(resources.oss);
export const dept = resourceTable(resources.dept);
export const menu = resourceTable(resources.menu);
export const region = resourceTable(resources.region);
