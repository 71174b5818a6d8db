/** The product name until APP_NAME says otherwise. */
export const DEFAULT_APP_NAME = 'Markwise';

/**
 * Stands for the product name in the landing page's HTML prerendered at build time; the API puts
 * the configured APP_NAME (HTML-escaped) in its place once at start. Word characters only, so
 * that React's escaping leaves it as it is in text and attributes alike.
 */
export const PRERENDERED_APP_NAME = '__MARKWISE_APP_NAME__';
