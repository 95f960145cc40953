import { describe, it, expect } from 'vitest';
import {
  SUPPLIER_STATUS,
  SUPPLIER_STATUS_GROUPS,
  isSupplierStatus,
  isSupplierStatusGroup,
  supplierStatusGroup,
  supplierStatusLabel,
} from './supplier-status.ts';
import type { SupplierStatus } from './supplier-status.ts';

describe('supplier statuses', () => {
  it.each([
    ['Approved', '承認済み', 'enable'],
    ['Escalation', '確認中', 'enable'],
    ['Unapproved', '未承認', 'enable'],
    ['Rejected', '否認', 'disable'],
  ] as const)('%s is %s, in %s', (status, label, group) => {
    expect(supplierStatusLabel(status)).toBe(label);
    expect(supplierStatusGroup(status)).toBe(group);
    expect(SUPPLIER_STATUS_GROUPS[group]).toContain(status);
  });

  it('puts every status in exactly one group', () => {
    const grouped = [...SUPPLIER_STATUS_GROUPS.enable, ...SUPPLIER_STATUS_GROUPS.disable];
    expect([...grouped].sort()).toEqual((Object.keys(SUPPLIER_STATUS) as SupplierStatus[]).sort());
  });

  it.each([
    ['Approved', true],
    ['Rejected', true],
    ['approved', false],
    ['constructor', false],
    ['', false],
  ])('isSupplierStatus(%j) → %s', (value, expected) => {
    expect(isSupplierStatus(value)).toBe(expected);
  });

  it.each([
    ['enable', true],
    ['disable', true],
    ['all', false],
    ['', false],
  ])('isSupplierStatusGroup(%j) → %s', (value, expected) => {
    expect(isSupplierStatusGroup(value)).toBe(expected);
  });
});
