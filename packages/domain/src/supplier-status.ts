/**
 * The one list of supplier statuses: stored as these words in suppliers.status, sent as them
 * (the contract's enum is derived from these keys, in this order).
 */
export const SUPPLIER_STATUS = {
  Approved: 'Approved',
  Escalation: 'Escalation',
  Unapproved: 'Unapproved',
  Rejected: 'Rejected',
} as const;

export type SupplierStatus = keyof typeof SUPPLIER_STATUS;

export const SUPPLIER_STATUS_LABELS: Readonly<Record<SupplierStatus, string>> = {
  Approved: '承認済み',
  Escalation: '確認中',
  Unapproved: '未承認',
  Rejected: '否認',
};

/** /suppliers?status=enable|disable lists these groups (spec §4). */
export const SUPPLIER_STATUS_GROUPS = {
  enable: ['Approved', 'Escalation', 'Unapproved'],
  disable: ['Rejected'],
} as const satisfies Record<string, readonly SupplierStatus[]>;

export type SupplierStatusGroup = keyof typeof SUPPLIER_STATUS_GROUPS;

export function isSupplierStatus(value: string): value is SupplierStatus {
  return Object.hasOwn(SUPPLIER_STATUS, value);
}

export function isSupplierStatusGroup(value: string): value is SupplierStatusGroup {
  return Object.hasOwn(SUPPLIER_STATUS_GROUPS, value);
}

export function supplierStatusGroup(status: SupplierStatus): SupplierStatusGroup {
  return status === 'Rejected' ? 'disable' : 'enable';
}

export function supplierStatusLabel(status: SupplierStatus): string {
  return SUPPLIER_STATUS_LABELS[status];
}
