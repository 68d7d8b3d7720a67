import type { ResourceInfoBase } from "@hibiki/contracts";
import { useNextResourceQuery } from "@web/features/textbook/api.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { skillupUrls } from "../routes.tsx";

/**
 * The links below a skill-up result: try again and the next resource of the same type (the catalogue
 * orders skill-up resources within their type), or a note that this was the last one.
 * @param props - the attempt's resource and the type code from the URL
 * @returns the links
 */
export function SkillupResultActions({
  resource,
  type,
}: {
  resource: Pick<ResourceInfoBase, "res_code" | "res_id">;
  type: string | undefined;
}) {
  const { t } = useTranslation();
  const next = useNextResourceQuery(resource.res_id);
  const nextRes = next.data?.next;
  return (
    <>
      <Link
        className="btn btn-secondary"
        to={skillupUrls.details(resource.res_code, "practice", type)}
        data-testid="try-again"
      >
        {t("skillup.again")}
      </Link>
      {nextRes && (
        <Link
          className="btn btn-primary"
          to={skillupUrls.details(nextRes.res_code, "practice", type)}
          data-testid="next-resource"
        >
          {t("skillup.next", { title: nextRes.res_title })}
        </Link>
      )}
      {next.data && !nextRes && <span className="muted">{t("skillup.last_of_type")}</span>}
    </>
  );
}
