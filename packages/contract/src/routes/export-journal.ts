import { API } from '../paths.ts';

export const exportJournal = { name: 'exportJournal', method: 'GET', path: API.journalExport, auth: 'buyer' } as const;
