import { API } from '../paths.ts';

export const updateTransferPersonName = {
  name: 'updateTransferPersonName',
  method: 'PUT',
  path: API.transferPersonName,
  auth: 'buyer',
} as const;
