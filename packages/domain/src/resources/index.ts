import type { ResourceDef } from '../resource';
import { apiScopeResource, dataScopeResource } from './authority';
import { checkItemResource } from './check';
import { checkPlanItemResource, checkPlanResource } from './check-plans';
import { checkRiskPointResource } from './check-points';
import { checkRecordItemResource, checkRecordResource } from './check-records';
import { dangerRecordResource } from './danger';
import { dangerRectificationNoticeResource, dangerRectificationReportResource } from './danger-docs';
import { dangerMajorReportResource } from './danger-major';
import { dangerRectificationDelayApplyResource, dangerRectificationRecordResource } from './danger-rounds';
import { noticeResource } from './desk';
import { codeResource, datasourceResource, modelPrototypeResource, modelResource } from './develop';
import {
  qualificationRecordResource,
  trainingParticipantResource,
  trainingRecordResource,
} from './education';
import { investmentPlanResource, meetingRecordResource } from './education-management';
import { placeResource, tenantLayoutResource } from './layout';
import { logApiResource, logErrorResource, logUsualResource } from './logs';
import { notifyMessageResource, notifyNoticeItemResource, notifyNoticeResource } from './notify';
import { riskPointTypeResource } from './risk';
import {
  riskDeviceFacilityItemResource,
  riskDeviceFacilityResource,
  riskJobActivityItemResource,
  riskJobActivityResource,
} from './risk-analysis';
import { riskControlMeasureResource, riskPointControlResource } from './risk-controls';
import {
  riskManualResource,
  riskManualReviewResource,
  riskNoticeBoardResource,
  riskSafetyLogoResource,
} from './risk-docs';
import {
  riskLawRegulationResource,
  riskSafetyFileResource,
  riskSafetyManagePolicyResource,
  riskSafetyRegulationResource,
  riskStakeholderResource,
} from './risk-registers';
import {
  riskDeviceFacilityReviewResource,
  riskJobActivityReviewResource,
  riskPointTypeReviewResource,
} from './risk-review';
import { smsMessageResource, smsResource } from './sms';
import { attachResource, ossResource } from './storage';
import { clientResource, paramResource, postResource, topMenuResource } from './system';
import { dictBizResource, dictResource } from './system-dict';
import { regionResource } from './system-region';
import { deptResource, menuResource, roleResource } from './system-tree';
import { tenantPackageResource, tenantResource } from './tenant';
import { userResource } from './user';

export { MAJOR_REPORT_DUE_DAYS, MAJOR_REPORT_PLAN_ITEMS } from './danger-major';
export { refs } from './refs';
export {
  apiScopeResource,
  attachResource,
  checkItemResource,
  checkPlanItemResource,
  checkPlanResource,
  checkRecordItemResource,
  checkRecordResource,
  checkRiskPointResource,
  clientResource,
  codeResource,
  dangerMajorReportResource,
  dangerRectificationNoticeResource,
  dangerRectificationReportResource,
  dataScopeResource,
  datasourceResource,
  deptResource,
  dictBizResource,
  dictResource,
  investmentPlanResource,
  logApiResource,
  logErrorResource,
  logUsualResource,
  meetingRecordResource,
  menuResource,
  modelPrototypeResource,
  modelResource,
  noticeResource,
  notifyMessageResource,
  notifyNoticeItemResource,
  notifyNoticeResource,
  ossResource,
  paramResource,
  placeResource,
  postResource,
  qualificationRecordResource,
  regionResource,
  riskControlMeasureResource,
  riskDeviceFacilityItemResource,
  riskDeviceFacilityResource,
  riskDeviceFacilityReviewResource,
  riskJobActivityItemResource,
  riskJobActivityResource,
  riskJobActivityReviewResource,
  riskLawRegulationResource,
  riskManualResource,
  riskManualReviewResource,
  riskNoticeBoardResource,
  riskPointControlResource,
  riskPointTypeResource,
  riskPointTypeReviewResource,
  riskSafetyFileResource,
  riskSafetyLogoResource,
  riskSafetyManagePolicyResource,
  riskSafetyRegulationResource,
  riskStakeholderResource,
  roleResource,
  smsMessageResource,
  smsResource,
  tenantLayoutResource,
  tenantPackageResource,
  tenantResource,
  topMenuResource,
  trainingParticipantResource,
  trainingRecordResource,
  userResource,
};

/** Every resource served by the generic layer, by name. */
export const resources = {
  param: paramResource,
  dict: dictResource,
  dictBiz: dictBizResource,
  notice: noticeResource,
  post: postResource,
  dept: deptResource,
  menu: menuResource,
  region: regionResource,
  topMenu: topMenuResource,
  client: clientResource,
  tenant: tenantResource,
  user: userResource,
  role: roleResource,
  tenantPackage: tenantPackageResource,
  dataScope: dataScopeResource,
  apiScope: apiScopeResource,
  logApi: logApiResource,
  logUsual: logUsualResource,
  logError: logErrorResource,
  oss: ossResource,
  attach: attachResource,
  sms: smsResource,
  smsMessage: smsMessageResource,
  datasource: datasourceResource,
  model: modelResource,
  modelPrototype: modelPrototypeResource,
  code: codeResource,
  dangerRecord: dangerRecordResource,
  dangerRectificationRecord: dangerRectificationRecordResource,
  dangerRectificationDelayApply: dangerRectificationDelayApplyResource,
  qualificationRecord: qualificationRecordResource,
  meetingRecord: meetingRecordResource,
  investmentPlan: investmentPlanResource,
  trainingRecord: trainingRecordResource,
  trainingParticipant: trainingParticipantResource,
  place: placeResource,
  tenantLayout: tenantLayoutResource,
  checkItem: checkItemResource,
  checkRiskPoint: checkRiskPointResource,
  checkPlan: checkPlanResource,
  checkPlanItem: checkPlanItemResource,
  checkRecord: checkRecordResource,
  checkRecordItem: checkRecordItemResource,
  riskPointType: riskPointTypeResource,
  riskPointControl: riskPointControlResource,
  riskJobActivity: riskJobActivityResource,
  riskJobActivityItem: riskJobActivityItemResource,
  riskDeviceFacility: riskDeviceFacilityResource,
  riskDeviceFacilityItem: riskDeviceFacilityItemResource,
  riskControlMeasure: riskControlMeasureResource,
  riskPointTypeReview: riskPointTypeReviewResource,
  riskJobActivityReview: riskJobActivityReviewResource,
  riskDeviceFacilityReview: riskDeviceFacilityReviewResource,
  riskSafetyFile: riskSafetyFileResource,
  riskSafetyLogo: riskSafetyLogoResource,
  riskNoticeBoard: riskNoticeBoardResource,
  riskManual: riskManualResource,
  riskManualReview: riskManualReviewResource,
  riskSafetyRegulation: riskSafetyRegulationResource,
  riskSafetyManagePolicy: riskSafetyManagePolicyResource,
  riskLawRegulation: riskLawRegulationResource,
  riskStakeholder: riskStakeholderResource,
  notifyNotice: notifyNoticeResource,
  notifyNoticeItem: notifyNoticeItemResource,
  notifyMessage: notifyMessageResource,
  dangerRectificationNotice: dangerRectificationNoticeResource,
  dangerRectificationReport: dangerRectificationReportResource,
  dangerMajorReport: dangerMajorReportResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
