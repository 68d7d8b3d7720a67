import { setPageTitle } from "@web/lib/title-check.ts";
import { useEffect } from "react";

/**
 * Sets the document title for a page ("Hibiki | <page>", always starting with a letter).
 * @param page - the page's name
 */
export function usePageTitle(page: string): void {
  useEffect(() => {
    setPageTitle(page);
  }, [page]);
}
