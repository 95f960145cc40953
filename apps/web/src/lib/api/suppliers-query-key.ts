/** Every supplier list, count and detail lives under this key; supplier mutations invalidate it. */
export const suppliersQueryKey = ['suppliers'] as const;
