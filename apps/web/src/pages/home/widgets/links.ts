/** Where each figure of the home page leads: the list behind it, filtered through the address. */
export const LINKS = {
  riskPoints: (query = '') => `/risk/riskPointType${query}`,
  checkPoints: '/check/checkRiskPoint',
  dangers: (query: string) => `/danger/dangerRecord${query}`,
  plans: '/check/checkPlan',
  records: (checkType: string) => `/check/checkRecord?checkType=${encodeURIComponent(checkType)}`,
  analyses: { JHA: '/risk/riskJobActivity', SCL: '/risk/riskDeviceFacility' } as Record<string, string>,
  extinguishers: (query = '') => `/check/checkRiskPointExtinguisher${query}`,
  hydrants: (query = '') => `/check/checkRiskPointHydrant${query}`,
  weatherSetting: '/system/param?paramKey=weather',
};

export const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
