/**
 * The notification events (dict NOTIFY_EVENT, domain-model §10): which placeholders a template of
 * the event may use, and which fields of the record name a person (`RECORD_FIELD` recipients:
 * a user id field, or `<deptField>.head` for the heads of the department it names).
 * The modules raising an event pass these names in `data` and `record`.
 */
export const NOTIFY_EVENTS = {
  DANGER_SUBMITTED: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'reporterName', 'findTime'],
    people: ['reporterId', 'confirmUserId', 'reporterDeptId.head', 'createUser'],
  },
  DANGER_ASSIGNED: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'rectifyUserName', 'deadline'],
    people: ['rectifyUserId', 'rectifyDeptId.head', 'reporterId'],
  },
  /** A confirmed danger, told to its reporter (the rectifier hears DANGER_ASSIGNED). */
  DANGER_CONFIRMED: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'rectifyUserName', 'deadline'],
    people: ['reporterId', 'rectifyDeptId.head'],
  },
  /** A MAJOR danger confirmed: what is asked of the principal (approve its plan, then its report). */
  DANGER_MAJOR_CONFIRMED: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'rectifyUserName', 'deadline'],
    people: ['rectifyDeptId.head', 'reporterId'],
  },
  /** A report ignored at confirmation, with the reason. */
  DANGER_IGNORED: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'reason'],
    people: ['reporterId', 'reporterDeptId.head'],
  },
  DANGER_DEADLINE_NEAR: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'rectifyUserName', 'deadline'],
    people: ['rectifyUserId', 'rectifyDeptId.head'],
  },
  DANGER_OVERDUE: {
    placeholders: [
      'dangerNo',
      'dangerName',
      'dangerLevel',
      'deptName',
      'rectifyUserName',
      'deadline',
      'overdueDays',
    ],
    people: ['rectifyUserId', 'rectifyDeptId.head'],
  },
  DANGER_TO_ACCEPT: {
    placeholders: ['dangerNo', 'dangerName', 'dangerLevel', 'deptName', 'rectifyUserName'],
    people: ['acceptUserId', 'rectifyDeptId.head'],
  },
  DANGER_REJECTED: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'acceptUserName', 'reason'],
    people: ['rectifyUserId', 'rectifyDeptId.head'],
  },
  DANGER_PLAN_SUBMITTED: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'rectifyUserName', 'deadline'],
    people: ['rectifyUserId', 'rectifyDeptId.head', 'confirmUserId'],
  },
  DANGER_PLAN_RESULT: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'result', 'opinion', 'deadline'],
    people: ['rectifyUserId', 'rectifyDeptId.head'],
  },
  DANGER_REGRADED: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'rectifyUserName', 'opinion'],
    people: ['rectifyUserId', 'rectifyDeptId.head', 'reporterId'],
  },
  DANGER_CLOSED: {
    placeholders: ['dangerNo', 'dangerName', 'deptName', 'acceptUserName', 'opinion'],
    people: ['reporterId', 'rectifyUserId', 'rectifyDeptId.head'],
  },
  DELAY_TO_APPROVE: {
    placeholders: ['dangerNo', 'dangerName', 'applyUserName', 'deadline', 'delayDeadline', 'reason'],
    people: ['approverId', 'rectifyDeptId.head'],
  },
  DELAY_RESULT: {
    placeholders: ['dangerNo', 'dangerName', 'result', 'delayDeadline', 'opinion'],
    people: ['applicantId', 'rectifyUserId'],
  },
  NOTICE_ISSUED: {
    placeholders: ['noticeNo', 'dangerNo', 'dangerName', 'deptName', 'deadline'],
    people: ['rectifyUserId', 'rectifyDeptId.head'],
  },
  CHECK_TASK_DUE: {
    placeholders: ['planName', 'taskName', 'dueStart', 'dueEnd', 'deptName'],
    people: ['checkUserId', 'deptId.head'],
  },
  CHECK_TASK_OVERDUE: {
    placeholders: ['planName', 'taskName', 'dueStart', 'dueEnd', 'deptName', 'overdueDays'],
    people: ['checkUserId', 'deptId.head'],
  },
  CHECK_DANGER_RAISED: {
    placeholders: ['dangerNo', 'dangerName', 'pointName', 'checkerName', 'deptName'],
    people: ['checkUserId', 'deptId.head'],
  },
  RISK_CONTROL_GAP: {
    placeholders: ['pointName', 'missingLevels'],
    people: ['responsibleUserId', 'deptId.head'],
  },
  REVIEW_DUE: {
    placeholders: ['subjectType', 'subjectName', 'reviewDate', 'deptName'],
    people: ['dutyUserId', 'deptId.head', 'createUser'],
  },
  CERT_EXPIRING: {
    placeholders: ['certName', 'holderName', 'certNo', 'expireDate', 'deptName'],
    people: ['holderUserId', 'deptId.head', 'createUser'],
  },
  CERT_EXPIRED: {
    placeholders: ['certName', 'holderName', 'certNo', 'expireDate', 'deptName'],
    people: ['holderUserId', 'deptId.head', 'createUser'],
  },
  MEETING_FOLLOWUP_DUE: {
    placeholders: ['meetingTitle', 'content', 'ownerName', 'dueDate'],
    people: ['ownerId', 'hostId', 'recorderId'],
  },
  TRAINING_HOURS_LOW: {
    placeholders: ['userName', 'deptName', 'year', 'hours', 'required'],
    people: ['userId', 'deptId.head'],
  },
  EXTINGUISHER_EXPIRING: {
    placeholders: ['pointName', 'number', 'dueKind', 'dueDate', 'deptName'],
    people: ['dutyUserId', 'deptId.head'],
  },
  SPECIAL_EQ_INSPECTION_DUE: {
    placeholders: ['equipmentName', 'number', 'dueDate', 'deptName'],
    people: ['dutyUserId', 'deptId.head'],
  },
  MANUAL_PUBLISHED: {
    placeholders: ['manualName', 'version', 'publishTime'],
    people: ['createUser'],
  },
} as const satisfies Record<string, { placeholders: readonly string[]; people: readonly string[] }>;

export type NotifyEvent = keyof typeof NOTIFY_EVENTS;

/** Placeholders of an announcement's templates. */
export const ANNOUNCEMENT_PLACEHOLDERS = ['receiverName', 'publishTime'] as const;

export const isNotifyEvent = (value: unknown): value is NotifyEvent =>
  typeof value === 'string' && Object.hasOwn(NOTIFY_EVENTS, value);

/** `${name}` occurrences of a template. */
export function templatePlaceholders(template: string): string[] {
  return [...template.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]);
}

/** Fills `${name}` from data; a missing value renders as an empty string. */
export function renderTemplate(template: string, data: Record<string, unknown>): string {
  return template.replace(/\$\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => {
    const v = data[name];
    return v === undefined || v === null ? '' : String(v);
  });
}
