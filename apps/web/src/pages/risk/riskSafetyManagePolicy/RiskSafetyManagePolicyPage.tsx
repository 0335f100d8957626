import { riskSafetyManagePolicyResource } from '@dp/domain';
import { DocRegisterPage } from '../docs/DocRegisterPage';

/** /risk/riskSafetyManagePolicy — on the generic CRUD screen with the register's expiry flags and file download. */
export default function RiskSafetyManagePolicyPage() {
  return (
    <DocRegisterPage
      def={riskSafetyManagePolicyResource}
      dueField="nextReviewDate"
      fileField="fileId"
      downloadCode="riskSafetyManagePolicy_download"
    />
  );
}
