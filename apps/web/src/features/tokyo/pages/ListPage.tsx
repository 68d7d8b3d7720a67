import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { useTokyoListQuery } from "../api.ts";
import { DirTabs } from "../components/DirTabs.tsx";
import { ResourceList } from "../components/ResourceList.tsx";
import "../i18n.ts";
import { dirIdOf, tokyoUrls } from "../urls.ts";
import "../tokyo.css";

/**
 * /tokyo/practice/unit_list?dir_id (the full tests, dir 1, and every folder) and /tokyo/training?dir_id
 * (the training sets of parts A-D, dirs 2-5): a folder's sets with the student's best and latest grades.
 * @returns the page
 */
export default function ListPage() {
  const { t, i18n } = useTranslation();
  const training = useLocation().pathname.startsWith("/tokyo/training");
  const [params] = useSearchParams();
  const dirId = dirIdOf(params.get("dir_id"), training ? 2 : 1);
  const list = useTokyoListQuery(dirId);
  const dir = list.data?.dirs.find((d) => d.dir_id === dirId);
  const title = dir ? (i18n.language.startsWith("en") ? dir.name_en : dir.name) : t("tokyo.unit_list");
  usePageTitle(title);
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  return (
    <div className="page tk-page" data-testid="tokyo-list">
      <p>
        <Link to={tokyoUrls.index()}>{t("tokyo.back_index")}</Link>
      </p>
      <h1>{title}</h1>
      {list.data && (
        <DirTabs
          dirs={training ? list.data.dirs.filter((d) => d.set === "training") : list.data.dirs}
          current={dirId}
          urlOf={(id) => (training && id > 1 ? tokyoUrls.training(id) : tokyoUrls.unitList(id))}
        />
      )}
      {!list.data ? (
        <Skeleton />
      ) : list.data.list.length === 0 ? (
        <p className="notice-box">{t("tokyo.no_resources")}</p>
      ) : (
        <ResourceList list={list.data.list} />
      )}
    </div>
  );
}
