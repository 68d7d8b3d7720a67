import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useChooseRegionMutation, useRegionIndexQuery, useRegionListQuery } from "../api.ts";
import { SetList } from "../components/SetList.tsx";
import { FLAVOUR_REGION, FLAVOUR_TITLE, useFlavour } from "../flavour.ts";
import "../i18n.ts";
import { idOf, listeningUrls } from "../urls.ts";
import "../listening.css";

const HS_REGIONS = [2, 3, 4];

/**
 * /college-entrance-test/listening (the Common Test's mock tests and practice by part),
 * /high-school-entrance-exam/listening?region_id (the entrance-exam styles: the student picks one and it
 * is remembered) and /tokyo/listening/index (the Tokyo style): the sets with the student's results.
 * @returns the page
 */
export default function ListPage() {
  const { t, i18n } = useTranslation();
  const flavour = useFlavour();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const index = useRegionIndexQuery();
  const choose = useChooseRegionMutation();
  const asked = idOf(params.get("region_id"));
  const regionId =
    FLAVOUR_REGION[flavour] ??
    (asked && HS_REGIONS.includes(asked) ? asked : (index.data?.my_region_id ?? (index.data ? 4 : null)));
  usePageTitle(t(FLAVOUR_TITLE[flavour]));
  if (index.isError) return <LoadError onRetry={() => void index.refetch()} />;
  const en = i18n.language.startsWith("en");
  return (
    <div className="page lx-page" data-testid={`lx-list-${flavour}`}>
      <p>
        <Link to={flavour === "tokyo" ? "/tokyo/index" : "/testing"}>
          ‹ {t(flavour === "tokyo" ? "lx.tokyo_back" : "lx.exam_back")}
        </Link>
      </p>
      <h1>{t(FLAVOUR_TITLE[flavour])}</h1>
      <p className="muted">
        {t(flavour === "ct" ? "lx.ct_lead" : flavour === "tokyo" ? "lx.tokyo_lead" : "lx.hs_lead")}
      </p>
      {flavour === "hs" && index.data && (
        <fieldset className="lx-regions">
          <legend>{t("lx.region_pick")}</legend>
          {index.data.regions
            .filter((r) => HS_REGIONS.includes(r.region_id))
            .map((r) => (
              <button
                key={r.region_id}
                type="button"
                className={`lx-region${r.region_id === regionId ? " lx-region-on" : ""}`}
                aria-pressed={r.region_id === regionId}
                data-testid="lx-region"
                onClick={() => {
                  choose.mutate(r.region_id);
                  navigate(listeningUrls.index("hs", r.region_id), { replace: true });
                }}
              >
                <strong>{en ? r.name_en : r.name}</strong>
                <span className="muted">{t("lx.questions", { n: r.question_count })}</span>
              </button>
            ))}
        </fieldset>
      )}
      {regionId === null ? <Skeleton /> : <RegionSets regionId={regionId} />}
    </div>
  );
}

function RegionSets({ regionId }: { regionId: number }) {
  const { t, i18n } = useTranslation();
  const flavour = useFlavour();
  const list = useRegionListQuery(regionId);
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton />;
  const { region, sets } = list.data;
  const en = i18n.language.startsWith("en");
  const mocks = sets.filter((s) => s.set === "mock");
  const practice = sets.filter((s) => s.set === "practice");
  const setFlavour = flavour === "tokyo" ? "tokyo" : regionId === 1 ? "ct" : "hs";
  return (
    <section data-testid="lx-region-sets" data-region-id={regionId}>
      {flavour === "hs" && <p className="muted">{en ? region.lead_en : region.lead}</p>}
      <ul className="lx-parts" aria-label={t("lx.parts")}>
        {region.parts.map((p) => (
          <li key={p.part} className="lx-chip">
            {en ? p.name_en : p.name} ・ {t("lx.plays", { n: p.plays })}
          </li>
        ))}
      </ul>
      {region.review_count > 0 && (
        <p>
          <Link
            className="btn btn-secondary"
            to={listeningUrls.reviewInfo(regionId)}
            data-testid="lx-review-link"
          >
            {t("lx.review_all", { n: region.review_count })}
          </Link>
        </p>
      )}
      {sets.length === 0 && <p className="notice-box">{t("lx.no_sets")}</p>}
      {mocks.length > 0 && (
        <>
          <h2>{t("lx.mocks")}</h2>
          <SetList flavour={setFlavour} sets={mocks} testId="lx-mocks" />
        </>
      )}
      {practice.length > 0 && (
        <>
          <h2>{t(regionId === 1 ? "lx.practice_sets" : "lx.sets")}</h2>
          <SetList flavour={setFlavour} sets={practice} testId="lx-practice" />
        </>
      )}
    </section>
  );
}
