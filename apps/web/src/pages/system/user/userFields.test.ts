import { resources } from '@dp/domain';
import { describe, expect, it } from 'vitest';
import { fieldSpecs } from '@/crud/fields';
import { validateValue } from '@/crud/rules';
import { phoneChecks, userFields, userFormFields } from './userFields';

const t = (key: string) => key;

describe('phone checks', () => {
  const checks = phoneChecks(t);
  it('asks for 11 digits first, then the mobile format', () => {
    expect(validateValue(checks, '1380013800')).toBe('admin.user.phoneLength');
    expect(validateValue(checks, '12345678901')).toBe('admin.user.phoneFormat');
    expect(validateValue(checks, '13800138000')).toBeNull();
  });
  it('leaves the empty value to the required rule', () => {
    expect(validateValue(checks, '')).toBeNull();
  });
});

describe('userFormFields', () => {
  const specs = fieldSpecs(userFields).filter((s) => s.def.form !== false);
  it('shows the password only when adding', () => {
    expect(userFormFields('add', specs).some((f) => f.name === 'password')).toBe(true);
    expect(userFormFields('edit', specs).some((f) => f.name === 'password')).toBe(false);
  });
});

describe('userFields', () => {
  it('are the domain definition, with what the form asks beyond it', () => {
    expect(userFields.account).toBe(resources.user.fields.account);
    expect(userFields.roleId).toMatchObject({ ...resources.user.fields.roleId, required: true });
    expect(userFields.password).toMatchObject({ max: resources.user.fields.password.max, required: true });
    expect(fieldSpecs(userFields).some((s) => s.name === 'password')).toBe(true);
  });
});
