/*
 * Operator console (examination): the route constants of this area (auth 'operator' unless public).
 * Every route of this area needs the 審査 (examiner) role; the handler checks it (403 otherwise).
 */
export const opsListExamination = {
  name: 'opsListExamination',
  method: 'GET',
  path: '/ops/examination',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsGetExamination = {
  name: 'opsGetExamination',
  method: 'GET',
  path: '/ops/examination/:id',
  auth: 'operator',
  roles: ['examiner'],
} as const;
/** The invoice file's bytes, inline (nosniff, the type checked from its magic bytes at upload). */
export const opsGetExaminationFile = {
  name: 'opsGetExaminationFile',
  method: 'GET',
  path: '/ops/examination/:id/file',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsCheckExamination = {
  name: 'opsCheckExamination',
  method: 'POST',
  path: '/ops/examination/:id/check',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsRequestExaminationAction = {
  name: 'opsRequestExaminationAction',
  method: 'POST',
  path: '/ops/examination/:id/request-action',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsCompleteExamination = {
  name: 'opsCompleteExamination',
  method: 'POST',
  path: '/ops/examination/:id/complete',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsCancelExamination = {
  name: 'opsCancelExamination',
  method: 'POST',
  path: '/ops/examination/:id/cancel',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsListSupplierReviews = {
  name: 'opsListSupplierReviews',
  method: 'GET',
  path: '/ops/suppliers',
  auth: 'operator',
  roles: ['examiner'],
} as const;
export const opsReviewSupplier = {
  name: 'opsReviewSupplier',
  method: 'POST',
  path: '/ops/suppliers/:id/review',
  auth: 'operator',
  roles: ['examiner'],
} as const;
