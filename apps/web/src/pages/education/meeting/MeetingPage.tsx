import { meetingRecordResource } from '@dp/domain';
import { useMemo } from 'react';
import { ResourceCrud } from '@/crud/ResourceCrud';
import type { FieldSpec } from '@/crud/types';
import { refOverrides, useUserOptions } from '../shared';
import { FollowUpsInput } from './FollowUpsInput';

/** /education/meetingRecord — safety meeting minutes with follow-ups (owner, due date, done). */
export default function MeetingPage() {
  const users = useUserOptions();
  const overrides = useMemo<Record<string, Partial<FieldSpec>>>(
    () => ({
      ...refOverrides(['hostId', 'recorderId'], [], users, []),
      attendeeIds: { component: 'select', multiple: true, options: users },
      followUps: { input: FollowUpsInput },
    }),
    [users],
  );
  return <ResourceCrud def={meetingRecordResource} overrides={overrides} />;
}
