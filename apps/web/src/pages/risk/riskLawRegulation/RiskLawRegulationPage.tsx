import { riskLawRegulationResource } from '@dp/domain';
import { DocRegisterPage } from '../docs/DocRegisterPage';

/** /risk/riskLawRegulation — on the generic CRUD screen with the register's expiry flags and file download. */
export default function RiskLawRegulationPage() {
  return (
    <DocRegisterPage
      def={riskLawRegulationResource}
      dueField="nextReviewDate"
      fileField="fileId"
      downloadCode="riskLawRegulation_download"
    />
  );
}
