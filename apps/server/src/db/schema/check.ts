import { resources } from '@dp/domain';
import { joinTable, resourceTable } from '../../resource/table';

// Check module (domain-model §6). The unique task key (tenant, plan, point, period) is a partial
// unique index in the custom migration `check_custom`.
export const checkItem = resourceTable(resources.checkItem);
export const checkRiskPoint = resourceTable(resources.checkRiskPoint);
export const checkPlan = resourceTable(resources.checkPlan);
export const checkPlanItem = resourceTable(resources.checkPlanItem);
export const checkRecord = resourceTable(resources.checkRecord);
export const checkRecordItem = resourceTable(resources.checkRecordItem);

// The id lists of plans, tasks and records (join tables of their `ids` fields).
export const checkPlanMembers = joinTable(resources.checkPlan, 'memberIds');
export const checkPlanTargetDepts = joinTable(resources.checkPlan, 'targetDeptIds');
export const checkPlanRiskPoints = joinTable(resources.checkPlan, 'riskPointTypeIds');
export const checkPlanPoints = joinTable(resources.checkPlan, 'checkRiskPointIds');
export const checkPlanItemCheckers = joinTable(resources.checkPlanItem, 'checkerIds');
export const checkRecordCompanions = joinTable(resources.checkRecord, 'companionIds');
