import { describe, expect, it } from 'vitest';
import { employees } from './employees.js';
import { shiftProblem } from './shifts.js';

describe('hr rules', () => {
  it('accepts a day shift that ends after it starts and an overnight shift that ends before it starts', () => {
    expect(shiftProblem({ gio_bd: '08:00', gio_kt: '14:00' })).toBeUndefined();
    expect(shiftProblem({ gio_bd: '22:00', gio_kt: '06:00', qua_dem: true })).toBeUndefined();
  });

  it('refuses the other way round', () => {
    const problem = { code: 'VALIDATION_FAILED', field: 'gio_kt' };
    expect(shiftProblem({ gio_bd: '22:00', gio_kt: '06:00' })).toEqual(problem);
    expect(shiftProblem({ gio_bd: '08:00', gio_kt: '14:00', qua_dem: true })).toEqual(problem);
    expect(shiftProblem({ gio_bd: '08:00', gio_kt: '08:00' })).toEqual(problem);
  });

  it('refuses an employee leaving before starting', () => {
    expect(employees.check?.({ ngay_vao_lam: '2025-03-01', ngay_nghi_viec: '2025-02-01' })).toEqual({
      code: 'DATE_RANGE_INVALID',
      field: 'ngay_nghi_viec',
    });
    expect(employees.check?.({ ngay_vao_lam: '2025-03-01', ngay_nghi_viec: '2025-04-01' })).toBeUndefined();
  });
});
