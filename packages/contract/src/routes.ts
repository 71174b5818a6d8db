/**
 * The route table: every path of SPEC section 7, relative to API_BASE. The API mounts its controllers
 * on these and the web calls them through here, so a path is written once.
 */
export const apiRoutes = {
  health: { live: '/health', ready: '/health/ready' },
  appConfig: '/app-config',
  auth: {
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    profile: '/auth/profile',
  },
  user: {
    password: '/user/password',
    preferences: '/user/preferences',
  },
} as const;
