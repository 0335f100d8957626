import { LogPage } from './LogPage';

/** /monitor/log/error */
export default function ErrorLogPage() {
  return <LogPage kind="error" />;
}
