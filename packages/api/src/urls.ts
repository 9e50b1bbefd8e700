/** The page's address, against which relative URLs resolve ('http://localhost/' where there is no page). */
export const documentBase = (): string => {
  const href = (globalThis as { location?: { href?: unknown } }).location?.href;
  return typeof href === 'string' ? href : 'http://localhost/';
};

/** `url` resolved against the page's address. */
export const absoluteUrl = (url: string): string => new URL(url, documentBase()).href;

/** A Request class that accepts URLs relative to the page (as browsers do) wherever it runs. */
export const createPageRequestClass = (): typeof Request =>
  class PageRequest extends Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? absoluteUrl(input) : input, init);
    }
  };
