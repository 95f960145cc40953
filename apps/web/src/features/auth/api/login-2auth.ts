import { routes } from '@icp/contract';
import type { login2AuthRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type Login2AuthBody = z.output<typeof login2AuthRequestSchema>;

/** POST /api/v1/login_2auth */
export const login2Auth = (body: Login2AuthBody) => api.call(routes.verifyLoginCode, { body });

export const useLogin2Auth = () => useMutation({ mutationFn: login2Auth });
