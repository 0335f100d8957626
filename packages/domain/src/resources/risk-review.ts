import { defineResource, type FieldDef, type ResourceDef } from '../resource';
import { refs } from './refs';
import { dictField, longText, RISK, userRef } from './risk-fields';

/**
 * Reviews of risk points, job activities and devices (§5.11), one table per target with the same
 * shape. `save` submits the target (its snapshot frozen then), `review` approves or rejects it;
 * while pending only reviewers, opinion and attachments may change, a closed review never does.
 */
function reviewFields(target: { table: string; zh: string; en: string }): Record<string, FieldDef> {
  return {
    targetId: {
      type: 'id',
      label: { zh: target.zh, en: target.en },
      ref: { table: target.table, label: 'name' },
      required: true,
      immutable: true,
      search: 'equal',
    },
    reviewType: dictField('REVIEW_TYPE', '评审类型', 'Review type', {
      required: true,
      immutable: true,
      defaultValue: 'INITIAL',
      search: 'equal',
    }),
    round: { type: 'int', label: { zh: '轮次', en: 'Round' }, calc: true, form: false, sortable: true },
    submitterId: userRef('提交人', 'Submitted by', { calc: true, form: false }),
    submitTime: {
      type: 'datetime',
      label: { zh: '提交时间', en: 'Submitted at' },
      calc: true,
      form: false,
      sortable: true,
    },
    reviewerIds: {
      type: 'ids',
      label: { zh: '评审人', en: 'Reviewers' },
      ref: refs.user,
      required: true,
    },
    reviewTime: {
      type: 'datetime',
      label: { zh: '评审时间', en: 'Reviewed at' },
      calc: true,
      form: false,
      sortable: true,
    },
    reviewStatus: dictField('REVIEW_STATUS', '评审状态', 'Review status', {
      calc: true,
      form: false,
      search: 'equal',
    }),
    result: dictField('APPROVE_RESULT', '评审结论', 'Result', { calc: true, form: false, search: 'equal' }),
    opinion: longText('评审意见', 'Opinion', { max: 2000, list: true }),
    snapshotVersion: {
      type: 'int',
      label: { zh: '快照版本', en: 'Snapshot version' },
      calc: true,
      form: false,
    },
    snapshot: {
      type: 'json',
      label: { zh: '评审快照', en: 'Snapshot' },
      calc: true,
      form: false,
      list: false,
    },
    attachmentIds: {
      type: 'files',
      label: { zh: '评审签字表', en: 'Signed review sheet' },
      accept: 'any',
      max: 10,
      list: false,
    },
  };
}

const review = (
  name: string,
  table: string,
  label: { zh: string; en: string },
  target: { table: string; zh: string; en: string },
): ResourceDef =>
  defineResource({
    name,
    table,
    path: `${RISK}/${name}`,
    label,
    permission: name,
    tenantScoped: true,
    defaultSort: [{ column: 'submitTime', asc: false }],
    calls: ['page', 'list', 'get', 'detail', 'save', 'update', 'exportExcel'],
    fields: reviewFields(target),
  });

export const riskPointTypeReviewResource = review(
  'riskPointTypeReview',
  'risk_point_type_review',
  { zh: '风险点评审', en: 'Risk point reviews' },
  { table: 'risk_point_type', zh: '风险点', en: 'Risk point' },
);

export const riskJobActivityReviewResource = review(
  'riskJobActivityReview',
  'risk_job_activity_review',
  { zh: '作业活动评审', en: 'Job activity reviews' },
  { table: 'risk_job_activity', zh: '作业活动', en: 'Job activity' },
);

export const riskDeviceFacilityReviewResource = review(
  'riskDeviceFacilityReview',
  'risk_device_facility_review',
  { zh: '设备设施评审', en: 'Device and facility reviews' },
  { table: 'risk_device_facility', zh: '设备设施', en: 'Device or facility' },
);
