import { riskStakeholderResource } from '@dp/domain';
import { DocRegisterPage } from '../docs/DocRegisterPage';

/** /risk/riskStakeholder — on the generic CRUD screen with the register's expiry flags and file download. */
export default function RiskStakeholderPage() {
  return <DocRegisterPage def={riskStakeholderResource} dueField="qualificationExpiry" />;
}
