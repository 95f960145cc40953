import { routes } from '@icp/contract';
import type { certificationRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type CertificationBody = z.output<typeof certificationRequestSchema>;

/** POST /api/v1/users/certification */
export const certify = (body: CertificationBody) => api.call(routes.certifySignUp, { body });

export const useCertification = () => useMutation({ mutationFn: certify });
