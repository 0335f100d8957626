import type { ActionField } from '../shared/ActionForm';

type Spec = Omit<ActionField, 'label'> & { label?: string };
type ActionSpec = {
  /** Inputs of the dialog, labelled from the danger definition (or `dangerUi.field.*`). */
  fields: Spec[];
  opinion: 'none' | 'optional' | 'required';
  /** Saves the same inputs without moving the danger (plan / rectification drafts). */
  draft?: 'plan' | 'rectification';
  /** The action uses a dedicated endpoint instead of `process`. */
  endpoint?: 'ignore';
  /** Shown as a red (dangerous) button. */
  isDanger?: boolean;
};

const d = (name: string, dict: string, required = false): Spec => ({ name, kind: 'dict', dict, required });
const text = (name: string, required = false): Spec => ({ name, kind: 'textarea', required });

const RECTIFICATION: Spec[] = [
  text('causeAnalysis'),
  text('rectifyMeasures', true),
  { name: 'rectifyPhotoIds', kind: 'photos', required: true },
  { name: 'rectifyFinishTime', kind: 'datetime', required: true },
  { name: 'actualFund', kind: 'number' },
];

/** The dialog of every danger action of domain-model §7.1 (the server decides which are offered). */
export const DANGER_ACTIONS: Record<string, ActionSpec> = {
  SUBMIT: { fields: [], opinion: 'optional' },
  REVOKE: { fields: [], opinion: 'required', isDanger: true },
  IGNORE: { fields: [text('ignoreReason', true)], opinion: 'none', endpoint: 'ignore', isDanger: true },
  CONFIRM: {
    fields: [
      d('level', 'DANGER_LEVEL', true),
      d('govLevel', 'DANGER_GOV_LEVEL'),
      d('category', 'DANGER_CATEGORY', true),
      d('causeType', 'DANGER_CAUSE_TYPE'),
      d('rectifyType', 'RECTIFY_TYPE'),
      { name: 'rectifyDeptId', kind: 'dept', required: true },
      { name: 'rectifyUserId', kind: 'person', required: true, deptField: 'rectifyDeptId' },
      { name: 'acceptUserId', kind: 'person', required: true },
      { name: 'originalDeadline', kind: 'date', required: true },
      text('interimMeasures'),
      { name: 'plannedFund', kind: 'number' },
    ],
    opinion: 'optional',
  },
  SUBMIT_PLAN: {
    fields: [
      text('planGoal', true),
      text('planMeasures', true),
      text('planFunds', true),
      text('planOrgStaff', true),
      text('planTimeRequirement', true),
      text('planSafetyAndEmergency', true),
      text('interimMeasures', true),
      { name: 'plannedFund', kind: 'number' },
    ],
    opinion: 'optional',
    draft: 'plan',
  },
  APPROVE_PLAN: { fields: [], opinion: 'optional' },
  REJECT_PLAN: { fields: [], opinion: 'required', isDanger: true },
  SUBMIT_RECTIFICATION: { fields: RECTIFICATION, opinion: 'optional', draft: 'rectification' },
  ACCEPT_PASS: { fields: [{ name: 'acceptFileIds', kind: 'files' }], opinion: 'optional' },
  ACCEPT_REJECT: { fields: [{ name: 'currentDeadline', kind: 'date' }], opinion: 'required', isDanger: true },
  TRANSFER: {
    fields: [
      { name: 'rectifyDeptId', kind: 'dept' },
      { name: 'rectifyUserId', kind: 'person', required: true, deptField: 'rectifyDeptId' },
    ],
    opinion: 'optional',
  },
  REGRADE: { fields: [], opinion: 'required', isDanger: true },
};

/** Inputs of a delay application (domain-model §7.3). */
export const DELAY_FIELDS: Spec[] = [
  { name: 'newDeadline', kind: 'date', required: true },
  text('reason', true),
  text('interimMeasures', true),
];

/** Values a dialog starts from: what the record already holds for those inputs. */
export function initialValuesOf(
  spec: { fields: Spec[] },
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of spec.fields) {
    // Uploads start empty: the dialog adds files, the record keeps the ones it has.
    if (f.kind === 'photos' || f.kind === 'files') continue;
    const v = row[f.name];
    if (v !== undefined && v !== null && v !== '') out[f.name] = v;
  }
  return out;
}

export type { ActionSpec, Spec };
