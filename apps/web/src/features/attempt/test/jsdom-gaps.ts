/**
 * What jsdom lacks and the attempt screen uses, filled in for its tests (browsers have it):
 * `document.fonts`, which Mantine's autosizing Textarea listens to for font loads.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

export {};
