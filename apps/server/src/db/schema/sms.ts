import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

export const sms = resourceTable(resources.sms);
export const smsMessage = resourceTable(resources.smsMessage);
