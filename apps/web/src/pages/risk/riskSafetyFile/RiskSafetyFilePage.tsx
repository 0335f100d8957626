import { riskSafetyFileResource } from '@dp/domain';
import { DocRegisterPage } from '../docs/DocRegisterPage';

/** /risk/riskSafetyFile — on the generic CRUD screen with the register's expiry flags and file download. */
export default function RiskSafetyFilePage() {
  return (
    <DocRegisterPage
      def={riskSafetyFileResource}
      dueField="validUntil"
      fileField="fileId"
      downloadCode="riskSafetyFile_download"
    />
  );
}
