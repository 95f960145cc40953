import { describe, it, expect } from 'vitest';
import {
  BUSINESS_FORM,
  BUSINESS_FORM_LABELS,
  MONEY,
  MONTHS,
  REQUEST_KEY_STATUS,
  WORKFLOW_TYPES,
  isBusinessForm,
  isMonth,
  isWorkflowType,
} from './constants.ts';

describe('business form', () => {
  it.each([
    [1, true],
    [2, true],
    [0, false],
    [3, false],
    ['1', false],
    [null, false],
  ])('isBusinessForm(%j) → %s', (value, expected) => {
    expect(isBusinessForm(value)).toBe(expected);
  });

  it('labels every form', () => {
    expect(BUSINESS_FORM_LABELS[BUSINESS_FORM.CORPORATION]).toBe('法人');
    expect(BUSINESS_FORM_LABELS[BUSINESS_FORM.SOLE_PROPRIETOR]).toBe('個人事業主');
  });
});

describe('months', () => {
  it('runs 01 to 12 zero-padded', () => {
    expect(MONTHS).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it.each([
    ['01', true],
    ['12', true],
    ['1', false],
    ['00', false],
    ['13', false],
    ['', false],
  ])('isMonth(%j) → %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });
});

describe('workflow types', () => {
  it('lists the eight workflows of spec §2 once each', () => {
    expect(new Set(WORKFLOW_TYPES).size).toBe(8);
  });

  it.each([
    ['paymentCreate', true],
    ['paymentRequest', true],
    ['oauthCollection', true],
    ['payment', false],
    ['', false],
  ])('isWorkflowType(%j) → %s', (value, expected) => {
    expect(isWorkflowType(value)).toBe(expected);
  });
});

describe('codes shared with the server', () => {
  it('keeps request key statuses distinct', () => {
    expect(new Set(Object.values(REQUEST_KEY_STATUS)).size).toBe(3);
  });

  it('has a consistent invoice amount range', () => {
    expect(MONEY.MIN_INVOICE_AMOUNT).toBeLessThan(MONEY.MAX_INVOICE_AMOUNT);
    expect(Number.isInteger(MONEY.COMMISSION_RATE_BASIS_POINTS)).toBe(true);
  });
});
