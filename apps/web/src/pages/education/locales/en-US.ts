import type { EducationMessages } from './zh-CN';

const educationEn: EducationMessages = {
  certStatus: { VALID: 'Valid', EXPIRING: 'Expiring', EXPIRED: 'Expired' },
  followUps: 'Follow-ups',
  followUpContent: 'Item',
  followUpOwner: 'Owner',
  followUpDue: 'Due',
  followUpDone: 'Done',
  addFollowUp: 'Add follow-up',
  overdue: 'Overdue',
  yearTotals: 'Safety investment {{year}}',
  planned: 'Planned',
  actual: 'Spent',
  executionRate: 'Execution rate',
  year: 'Year',
  noInvestment: 'No investment planned for this year',
  participants: 'Participants',
  addParticipants: 'Add participants',
  pickPeople: 'Pick people',
  hoursBelow: 'Below required hours',
  hoursBelowTitle: 'People below {{required}} training hours in {{year}}',
  hours: 'Hours done',
  dept: 'Department',
  name: 'Name',
  score: 'Score',
  passed: 'Passed',
  signed: 'Signed in',
  yes: 'Yes',
  no: 'No',
};

export default { education: educationEn };
