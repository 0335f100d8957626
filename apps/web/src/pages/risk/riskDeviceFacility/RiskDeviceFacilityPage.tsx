import { riskDeviceFacilityResource } from '@dp/domain';
import { useTranslation } from 'react-i18next';
import { AnalysisPage } from '../shared/AnalysisPage';

/** /risk/riskDeviceFacility — safety checklist analysis (SCL): devices and their checklist lines. */
export default function RiskDeviceFacilityPage() {
  const { t } = useTranslation();
  return (
    <AnalysisPage
      def={riskDeviceFacilityResource}
      itemPath="/shtmp-risk/riskDeviceFacilityItem"
      reviewPath="riskDeviceFacilityReview"
      itemsLabel={t('risk.checklist')}
      config={{
        fk: 'facilityId',
        noField: 'itemNo',
        factorUrl: '/api/shtmp-risk/dict/deviceFacilityFactorList',
        textFields: [
          { name: 'checkProject', label: t('risk.checkProject') },
          { name: 'checkStandard', label: t('risk.checkStandard'), isLong: true },
          { name: 'nonConformity', label: t('risk.nonConformity'), isLong: true },
        ],
      }}
    />
  );
}
