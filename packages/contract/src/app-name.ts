/** The product name until APP_NAME says otherwise. */
export const DEFAULT_APP_NAME = 'Markwise';
