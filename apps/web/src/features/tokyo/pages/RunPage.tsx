import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useResourceQuery, useSaveAnswer } from "@web/features/textbook/api.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { TokyoRunner } from "../components/TokyoRunner.tsx";
import "../i18n.ts";
import { tokyoUrls } from "../urls.ts";
import "../tokyo.css";

/**
 * /tokyo/testing?res_code (a full test straight through, like the tablet test) and /tokyo/practice?res_code
 * (a test or training set item by item); the result page follows the last item.
 * @returns the page
 */
export default function RunPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const test = useLocation().pathname.startsWith("/tokyo/testing");
  const [params] = useSearchParams();
  const resCode = params.get("res_code")?.trim() ?? "";
  const loaded = useResourceQuery({ resCode, mode: test ? "exam" : "paper", questionIds: "" });
  const save = useSaveAnswer();
  const resource = loaded.data?.resource;
  const info = loaded.data?.info;
  usePageTitle(resource?.res_title ?? t("tokyo.title"));
  if (!resCode)
    return (
      <div className="page tk-page">
        <p role="alert">{t("tokyo.bad_link")}</p>
        <Link className="btn btn-primary" to={tokyoUrls.index()}>
          {t("tokyo.back_index")}
        </Link>
      </div>
    );
  if (loaded.isError) return <LoadError onRetry={() => void loaded.refetch()} />;
  if (!resource || !info) return <Spinner />;
  const training = (resource as { tokyo_set?: string }).tokyo_set === "training";
  return (
    <TokyoRunner
      resource={resource}
      assetBase={info.asset_base}
      test={test}
      mode={test ? "exam" : "paper"}
      save={save}
      onFinish={(guid) =>
        navigate(
          test
            ? tokyoUrls.testingResult(resCode, guid)
            : training
              ? tokyoUrls.trainingResult(resCode, guid)
              : tokyoUrls.practiceResult(resCode, guid),
          { replace: true },
        )
      }
    />
  );
}
