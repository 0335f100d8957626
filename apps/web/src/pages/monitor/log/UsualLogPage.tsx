import { LogPage } from './LogPage';

/** /monitor/log/usual */
export default function UsualLogPage() {
  return <LogPage kind="usual" />;
}
