import { UserManager } from './user/UserManager';

/** /system/user — users, their grants and pending registrations. */
export default function UserPage() {
  return <UserManager />;
}
