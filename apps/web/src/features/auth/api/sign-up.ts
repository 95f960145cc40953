import { routes } from '@icp/contract';
import type { signUpRequestSchema } from '@icp/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';

export type SignUpBody = z.output<typeof signUpRequestSchema>;

/** POST /api/v1/users */
export const signUp = (body: SignUpBody) => api.call(routes.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
