import { riskSafetyRegulationResource } from '@dp/domain';
import { DocRegisterPage } from '../docs/DocRegisterPage';

/** /risk/riskSafetyRegulation — on the generic CRUD screen with the register's expiry flags and file download. */
export default function RiskSafetyRegulationPage() {
  return (
    <DocRegisterPage
      def={riskSafetyRegulationResource}
      fileField="fileId"
      downloadCode="riskSafetyRegulation_download"
    />
  );
}
