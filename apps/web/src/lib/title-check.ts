/**
 * Starts the spec's page-title check: every second, if document.title does not start with a letter the page
 * reloads (it means an injected or broken state took over the title).
 * @param reload - what to do (tests pass a spy)
 * @param everyMs - period
 * @returns stop function
 */
export function startTitleCheck(reload: () => void = () => location.reload(), everyMs = 1000): () => void {
  const id = setInterval(() => {
    if (!/^\p{L}/u.test(document.title)) reload();
  }, everyMs);
  return () => clearInterval(id);
}

/**
 * Sets the page title so that it always starts with a letter.
 * @param page - the page name, or empty for the bare app name
 */
export function setPageTitle(page: string): void {
  document.title = page ? `Hibiki | ${page}` : "Hibiki";
}
