import { msg } from '@/i18n/i18n';

/** The landing page's anchors, in page order (labels translated where they render). */
export const LANDING_SECTIONS = [
  { id: 'features', label: msg('Features') },
  { id: 'institutions', label: msg('Institutions') },
  { id: 'students', label: msg('Students') },
  { id: 'contact', label: msg('Contact') },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** Room left above a section for the sticky header when scrolling to it. */
export const SECTION_SCROLL_MARGIN = 80;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls smoothly to a section (instantly for users who ask for less motion), moves the keyboard
 * focus there and records the hash without adding a history entry the router does not know about.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
