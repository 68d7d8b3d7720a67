import type { TokyoDirSchema } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import "../i18n.ts";

type Dir = z.infer<typeof TokyoDirSchema>;

/**
 * The folders as a row of links (the current one marked), each with how many sets it holds.
 * @param props - the folders, the current one and the URL of a folder
 * @returns the navigation
 */
export function DirTabs({
  dirs,
  current,
  urlOf,
}: {
  dirs: readonly Dir[];
  current: number;
  urlOf: (dirId: number) => string;
}) {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <nav className="tk-tabs" aria-label={en ? "Folders" : "フォルダー"}>
      {dirs.map((d) => (
        <Link
          key={d.dir_id}
          to={urlOf(d.dir_id)}
          className={`chip${d.dir_id === current ? " is-current" : ""}`}
          aria-current={d.dir_id === current ? "page" : undefined}
          data-testid="tk-dir"
        >
          {en ? d.name_en : d.name} ({d.count})
        </Link>
      ))}
    </nav>
  );
}
