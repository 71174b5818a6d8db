import type { Role } from '@markwise/contract';

/** Who is calling: read from the verified access token and the user's current row. */
export type AuthUser = {
  id: string;
  role: Role;
  institutionId: string;
  /** Runs the deployment (reads its demo requests); an account flag, not a role. */
  isOperator: boolean;
};
