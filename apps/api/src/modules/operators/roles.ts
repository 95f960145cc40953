import { OPERATOR_ROLE_VALUES } from '@icp/contract';
import { OPERATOR_ROLES, type OperatorRole } from '../../db/schema.ts';
import { AppError } from '../../platform/app-error.ts';

/** `examiner,treasurer` (the CLI's --role) → the roles, refusing unknown names in Japanese. */
export function parseOperatorRoles(text: string): OperatorRole[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const unknown = names.filter((n) => !(OPERATOR_ROLES as readonly string[]).includes(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new AppError('validation_error', {
      userMessage: `権限は ${OPERATOR_ROLES.join(', ')} から指定してください${unknown.length ? `（不明: ${unknown.join(', ')}）` : ''}。`,
    });
  }
  return [...new Set(names)] as OperatorRole[];
}

/** The contract's role list and the database's are one list: this fails to compile if they drift apart. */
export const ROLES_AGREE: [typeof OPERATOR_ROLES, typeof OPERATOR_ROLE_VALUES] = [OPERATOR_ROLE_VALUES, OPERATOR_ROLES];
