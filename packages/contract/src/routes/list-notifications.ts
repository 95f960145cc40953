import { API } from '../paths.ts';

export const listNotifications = { name: 'listNotifications', method: 'GET', path: API.notifications, auth: 'buyer' } as const;
