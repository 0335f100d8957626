import { LogPage } from './LogPage';

/** /monitor/log/api */
export default function ApiLogPage() {
  return <LogPage kind="api" />;
}
