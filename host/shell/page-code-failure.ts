// A page's code (loaded when the page is first opened) that could not be fetched, as each browser words it: Chromium
// "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported module", Safari
// "Importing a module script failed".
const MODULE_NOT_FETCHED = /dynamically imported module|module script failed/i;

export const isPageCodeFailure = (error: unknown): boolean =>
  error instanceof TypeError && MODULE_NOT_FETCHED.test(error.message);
