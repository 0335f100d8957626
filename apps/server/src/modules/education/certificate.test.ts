import { describe, expect, it } from 'vitest';
import { certificateStatus } from './certificate';

describe('certificate status', () => {
  it('is expiring from warnDays before the expiry date through the expiry date itself', () => {
    expect(certificateStatus('2026-12-31', '2026-11-30', 30)).toBe('VALID');
    expect(certificateStatus('2026-12-31', '2026-12-01', 30)).toBe('EXPIRING');
    expect(certificateStatus('2026-12-31', '2026-12-01', 29)).toBe('VALID');
    expect(certificateStatus('2026-12-31', '2026-12-30', 30)).toBe('EXPIRING');
    expect(certificateStatus('2026-12-31', '2026-12-31', 30)).toBe('EXPIRING');
    expect(certificateStatus('2026-12-31', '2027-01-01', 30)).toBe('EXPIRED');
  });

  it('counts calendar days across month ends and leap days', () => {
    expect(certificateStatus('2028-03-01', '2028-02-01', 29)).toBe('EXPIRING');
    expect(certificateStatus('2028-03-01', '2028-01-31', 29)).toBe('VALID');
    expect(certificateStatus('2026-01-01', '2026-01-01', 0)).toBe('EXPIRING');
    expect(certificateStatus('2026-01-02', '2026-01-01', 0)).toBe('VALID');
  });
});
