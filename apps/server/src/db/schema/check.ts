import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

// Check module (domain-model §6). The unique task key (tenant, plan, point, period) is a partial
// unique index in the custom migration `check_custom`.
export const checkItem = resourceTable(resources.checkItem);
export const checkRiskPoint = resourceTable(resources.checkRiskPoint);
export const checkPlan = resourceTable(resources.checkPlan);
export const checkPlanItem = resourceTable(resources.checkPlanItem);
export const checkRecord = resourceTable(resources.checkRecord);
export const checkRecordItem = resourceTable(resources.checkRecordItem);
