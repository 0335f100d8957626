import { resources } from '@dp/domain';
import { resourceTable } from '../../resource/table';

/** Risk tables (domain-model §5), derived from their definitions. */
export const riskPointType = resourceTable(resources.riskPointType);
export const riskPointControl = resourceTable(resources.riskPointControl);
export const riskJobActivity = resourceTable(resources.riskJobActivity);
export const riskJobActivityItem = resourceTable(resources.riskJobActivityItem);
export const riskDeviceFacility = resourceTable(resources.riskDeviceFacility);
export const riskDeviceFacilityItem = resourceTable(resources.riskDeviceFacilityItem);
export const riskControlMeasure = resourceTable(resources.riskControlMeasure);
export const riskPointTypeReview = resourceTable(resources.riskPointTypeReview);
export const riskJobActivityReview = resourceTable(resources.riskJobActivityReview);
export const riskDeviceFacilityReview = resourceTable(resources.riskDeviceFacilityReview);
