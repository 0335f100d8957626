import type { ResourceDef } from '../resource';
import { apiScopeResource, dataScopeResource } from './authority';
import {
  checkItemResource,
  checkPlanItemResource,
  checkPlanResource,
  checkRecordItemResource,
  checkRecordResource,
  checkRiskPointResource,
} from './check';
import {
  dangerRecordResource,
  dangerRectificationDelayApplyResource,
  dangerRectificationRecordResource,
} from './danger';
import { dangerRectificationNoticeResource, dangerRectificationReportResource } from './danger-docs';
import { noticeResource } from './desk';
import { codeResource, datasourceResource, modelPrototypeResource, modelResource } from './develop';
import {
  investmentPlanResource,
  meetingRecordResource,
  qualificationRecordResource,
  trainingParticipantResource,
  trainingRecordResource,
} from './education';
import { placeResource, tenantLayoutResource } from './layout';
import { logApiResource, logErrorResource, logUsualResource } from './logs';
import { notifyMessageResource, notifyNoticeItemResource, notifyNoticeResource } from './notify';
import {
  riskControlMeasureResource,
  riskDeviceFacilityItemResource,
  riskDeviceFacilityResource,
  riskJobActivityItemResource,
  riskJobActivityResource,
  riskPointControlResource,
  riskPointTypeResource,
} from './risk';
import {
  riskDeviceFacilityReviewResource,
  riskJobActivityReviewResource,
  riskPointTypeReviewResource,
} from './risk-review';
import { smsMessageResource, smsResource } from './sms';
import { attachResource, ossResource } from './storage';
import { clientResource, paramResource, postResource, topMenuResource } from './system';
import { tenantPackageResource, tenantResource } from './tenant';
import { userResource } from './user';

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
  dangerRectificationNoticeResource,
  dangerRectificationReportResource,
  dataScopeResource,
  datasourceResource,
  investmentPlanResource,
  logApiResource,
  logErrorResource,
  logUsualResource,
  meetingRecordResource,
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
  riskControlMeasureResource,
  riskDeviceFacilityItemResource,
  riskDeviceFacilityResource,
  riskDeviceFacilityReviewResource,
  riskJobActivityItemResource,
  riskJobActivityResource,
  riskJobActivityReviewResource,
  riskPointControlResource,
  riskPointTypeResource,
  riskPointTypeReviewResource,
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
  notice: noticeResource,
  post: postResource,
  topMenu: topMenuResource,
  client: clientResource,
  tenant: tenantResource,
  user: userResource,
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
  notifyNotice: notifyNoticeResource,
  notifyNoticeItem: notifyNoticeItemResource,
  notifyMessage: notifyMessageResource,
  dangerRectificationNotice: dangerRectificationNoticeResource,
  dangerRectificationReport: dangerRectificationReportResource,
} satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;
