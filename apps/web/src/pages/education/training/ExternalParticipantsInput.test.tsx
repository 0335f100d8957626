import { trainingRecordResource } from '@dp/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldSpec } from '@/crud/types';
import { ExternalParticipantsInput } from './ExternalParticipantsInput';

const spec: FieldSpec = {
  name: 'externalParticipants',
  def: trainingRecordResource.fields.externalParticipants,
};

const people = [
  { name: '王师傅', company: '华安建设', idNo: '', phone: '13800138000' },
  { name: '李工', company: '', idNo: '11010519491231002X', phone: '' },
];

// The first render loads antd: slow on the shared machine.
describe('external participants editor', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows one row of name, company, ID number and phone per person', () => {
    render(<ExternalParticipantsInput spec={spec} value={people} onChange={vi.fn()} />);
    const values = screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value);
    expect(values).toEqual(['王师傅', '华安建设', '', '13800138000', '李工', '', '11010519491231002X', '']);
  });

  it('edits, adds and removes people through onChange', () => {
    const onChange = vi.fn();
    render(<ExternalParticipantsInput spec={spec} value={people} onChange={onChange} />);
    fireEvent.change(screen.getAllByRole('textbox')[1], { target: { value: '华安建设有限公司' } });
    expect(onChange).toHaveBeenLastCalledWith([{ ...people[0], company: '华安建设有限公司' }, people[1]]);
    const buttons = screen.getAllByRole('button');
    fireEvent.click(buttons[buttons.length - 1]);
    expect(onChange).toHaveBeenLastCalledWith([...people, { name: '' }]);
    fireEvent.click(buttons[0]);
    expect(onChange).toHaveBeenLastCalledWith([people[1]]);
  });

  it('is read-only in the detail view', () => {
    render(<ExternalParticipantsInput spec={spec} value={people} onChange={vi.fn()} disabled />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('textbox').every((i) => (i as HTMLInputElement).disabled)).toBe(true);
  });
});
