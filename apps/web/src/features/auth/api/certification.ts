import { API } from '@icp/contract';
import type { TokenResponse, certificationRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type CertificationBody = z.output<typeof certificationRequestSchema>;

/** POST /api/v1/users/certification */
export const certify = (body: CertificationBody) => api.post<TokenResponse>(API.certification, body);

export const useCertification = () => useMutation({ mutationFn: certify });
