import { API } from '../paths.ts';

export const confirmNotification = {
  name: 'confirmNotification',
  method: 'POST',
  path: API.notificationConfirmation,
  auth: 'buyer',
} as const;
