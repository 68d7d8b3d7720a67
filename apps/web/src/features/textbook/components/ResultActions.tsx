import type { ResourceInfoBase } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNextResourceQuery } from "../api.ts";
import { textbookUrls } from "../routes.tsx";

/**
 * The links below a textbook result: "try again" and the next resource of the unit (or a note that this
 * was the last one).
 * @param props - the attempt's resource
 * @returns the links
 */
export function ResultActions({ resource }: { resource: Pick<ResourceInfoBase, "res_code" | "res_id"> }) {
  const { t } = useTranslation();
  const next = useNextResourceQuery(resource.res_id);
  const nextRes = next.data?.next;
  return (
    <>
      <Link
        className="btn btn-secondary"
        to={textbookUrls.details(resource.res_code, "practice")}
        data-testid="try-again"
      >
        {t("textbook.again")}
      </Link>
      {nextRes && (
        <Link
          className="btn btn-primary"
          to={textbookUrls.details(nextRes.res_code, "practice")}
          data-testid="next-resource"
        >
          {t("textbook.next_resource", { title: nextRes.res_title })}
        </Link>
      )}
      {next.data && !nextRes && <span className="muted">{t("textbook.last_of_unit")}</span>}
    </>
  );
}
