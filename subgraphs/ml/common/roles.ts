import type { Role } from '../../../lib/auth/tokens';

// Who does what in ML (docs/api/ml.md, "Roles"); each feature's access.ts applies them.

/** Every ML operation: an ML engineer, or an admin. */
export const ML_ROLES: readonly Role[] = ['ml-engineer', 'admin'];
