import { riskJobActivityResource } from '@dp/domain';
import { useTranslation } from 'react-i18next';
import { AnalysisPage } from '../shared/AnalysisPage';

/** /risk/riskJobActivity — job hazard analysis (JHA): activities and their analysed steps. */
export default function RiskJobActivityPage() {
  const { t } = useTranslation();
  return (
    <AnalysisPage
      def={riskJobActivityResource}
      itemPath="/shtmp-risk/riskJobActivityItem"
      reviewPath="riskJobActivityReview"
      itemsLabel={t('risk.items')}
      config={{
        fk: 'activityId',
        noField: 'stepNo',
        factorUrl: '/api/shtmp-risk/dict/jobDangerFactorList',
        textFields: [
          { name: 'stepName', label: t('risk.stepName') },
          { name: 'hazardDesc', label: t('risk.hazardDesc') },
        ],
      }}
    />
  );
}
