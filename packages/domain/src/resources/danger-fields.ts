import type { FieldDef } from '../resource';

/** Field builders of the danger area's definitions: a business-dictionary select, a long text. */
export const biz = (dict: string, zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'string',
  dict,
  dictBiz: true,
  label: { zh, en },
  max: 30,
  component: 'select',
  ...extra,
});

export const text = (zh: string, en: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'text',
  label: { zh, en },
  max: 5000,
  component: 'textarea',
  span: 24,
  list: false,
  ...extra,
});

/**
 * The six items of a major danger's governance plan (原安监总局令第16号 §20), in §20's order and
 * words: the danger record's plan (written by the rectifier's 提交治理方案) and the report to the
 * authority that carries it.
 */
const GOVERNANCE_PLAN = {
  planGoal: { zh: '治理的目标和任务', en: 'Goals and tasks' },
  planMeasures: { zh: '采取的方法和措施', en: 'Methods and measures' },
  planFunds: { zh: '经费和物资的落实', en: 'Funds and materials' },
  planOrgStaff: { zh: '负责治理的机构和人员', en: 'Responsible organisation and staff' },
  planTimeRequirement: { zh: '治理的时限和要求', en: 'Time limit and requirements' },
  planSafetyAndEmergency: { zh: '安全措施和应急预案', en: 'Safety measures and emergency plan' },
} as const;
export type GovernancePlanItem = keyof typeof GOVERNANCE_PLAN;

/** The §20 items in §20's order. */
export const GOVERNANCE_PLAN_ITEMS = Object.keys(GOVERNANCE_PLAN) as readonly GovernancePlanItem[];

/** The §20 plan items as long-text fields, with what differs per resource (`calc`, `max`). */
export const governancePlanFields = (extra: Partial<FieldDef>) =>
  Object.fromEntries(
    GOVERNANCE_PLAN_ITEMS.map((k) => [k, text(GOVERNANCE_PLAN[k].zh, GOVERNANCE_PLAN[k].en, extra)]),
  ) as Record<GovernancePlanItem, FieldDef>;
