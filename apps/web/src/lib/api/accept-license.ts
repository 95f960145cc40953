import type { licenseRequestSchema } from '@icp/contract';
import { routes } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api.ts';

export type AcceptLicenseBody = z.output<typeof licenseRequestSchema>;

/** PUT /api/v1/users/license {terms_version}: accept a version of the terms. */
export const acceptLicense = (body: AcceptLicenseBody) => api.call(routes.acceptLicense, { body });

export const useAcceptLicense = () => useMutation({ mutationFn: acceptLicense });
