import { resources } from '@dp/domain';
import { joinTable, resourceTable } from '../../resource/table';

export const qualificationRecord = resourceTable(resources.qualificationRecord);
export const meetingRecord = resourceTable(resources.meetingRecord);
export const investmentPlan = resourceTable(resources.investmentPlan);
export const trainingRecord = resourceTable(resources.trainingRecord);
export const trainingParticipant = resourceTable(resources.trainingParticipant);
export const meetingRecordAttendees = joinTable(resources.meetingRecord, 'attendeeIds');
