import { describe, expect, it } from 'vitest';
import { BUSINESS_ROLES, businessRoles, grantedMenuCodes } from './roles';

describe('business roles', () => {
  it('declares every role of domain-model §3 once, with grants that name real menus and buttons', () => {
    expect(businessRoles.map((r) => r.alias).sort()).toEqual([...BUSINESS_ROLES].sort());
    for (const r of businessRoles) expect(grantedMenuCodes(r.grants).length).toBeGreaterThan(3);
  });

  it('grants pages with their area and only the listed buttons', () => {
    const employee = grantedMenuCodes(businessRoles.find((r) => r.alias === 'EMPLOYEE')!.grants);
    expect(employee).toEqual(expect.arrayContaining(['danger', 'dangerRecord', 'dangerRecord_add']));
    expect(employee).not.toContain('dangerRecord_ignore');
    expect(employee).not.toContain('dangerRectificationNotice');
    const admin = grantedMenuCodes(businessRoles.find((r) => r.alias === 'SAFETY_ADMIN')!.grants);
    expect(admin).toEqual(
      expect.arrayContaining(['dangerRectificationNotice_issue', 'dangerRectificationNotice_revoke']),
    );
    expect(admin).not.toContain('user');
  });

  it('refuses an unknown code', () => {
    expect(() => grantedMenuCodes({ nothing: '*' })).toThrow(/unknown menu code/);
    expect(() => grantedMenuCodes({ dangerRecord: ['fly'] })).toThrow(/unknown button/);
  });
});
