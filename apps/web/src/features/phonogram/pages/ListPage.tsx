import type { PhonemeSummary } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePhonemeListQuery } from "../api.ts";
import { HistoryList } from "../components/HistoryList.tsx";
import "../i18n.ts";
import { phonogramUrls } from "../urls.ts";
import "../phonogram.css";

/**
 * /phonogram/list: the phonemes by group, each with the student's best score and a weak mark, the weak
 * ones on top, the challenge and the record.
 * @returns the page
 */
export default function ListPage() {
  const { t } = useTranslation();
  usePageTitle(t("phon.title"));
  const list = usePhonemeListQuery();
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const byId = new Map(list.data?.groups.flatMap((g) => g.phonemes).map((p) => [p.phoneme_id, p]) ?? []);
  return (
    <div className="page phon-page" data-testid="phon-list">
      <h1>{t("phon.title")}</h1>
      <p className="muted">{t("phon.lead")}</p>
      <section className="card phon-challenge">
        <div>
          <h2>{t("phon.challenge")}</h2>
          <p className="muted">{t("phon.challenge_lead")}</p>
        </div>
        <Link className="btn btn-primary" to={phonogramUrls.challenge()} data-testid="phon-start-challenge">
          {t("phon.challenge")}
        </Link>
      </section>
      {!list.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <>
          <section aria-labelledby="phon-weak-title" data-testid="phon-weak">
            <h2 id="phon-weak-title">{t("phon.weak_title")}</h2>
            {list.data.weak_ids.length === 0 ? (
              <p className="muted">{t("phon.weak_none")}</p>
            ) : (
              <ul className="phon-chips">
                {list.data.weak_ids.map((id) => (
                  <li key={id}>
                    <Link
                      className="phon-chip is-weak"
                      to={phonogramUrls.detail(id)}
                      data-testid="phon-weak-chip"
                    >
                      /{byId.get(id)?.ipa ?? id}/ {byId.get(id)?.recent_score ?? 0}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {list.data.groups.map((g) => (
            <section key={g.group} aria-labelledby={`phon-g-${g.group}`}>
              <h2 id={`phon-g-${g.group}`}>{t(`phon.group.${g.group}`)}</h2>
              <ul className="phon-grid">
                {g.phonemes.map((p) => (
                  <li key={p.phoneme_id}>
                    <PhonemeCard p={p} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <HistoryList />
    </div>
  );
}

function PhonemeCard({ p }: { p: PhonemeSummary }) {
  const { t } = useTranslation();
  const score = p.best_score === null ? t("phon.untried") : t("phon.best", { n: p.best_score });
  const name = t("phon.sound_name", { name: p.name_ja, arpabet: p.arpabet });
  return (
    <Link
      className={`card phon-card${p.is_weak ? " is-weak" : ""}`}
      to={phonogramUrls.detail(p.phoneme_id)}
      data-testid="phon-card"
      data-phoneme={p.phoneme_id}
      aria-label={`/${p.ipa}/ ${name} ${score}${p.is_weak ? ` ${t("phon.weak")}` : ""}`}
    >
      <span className="phon-ipa phon-card-ipa">/{p.ipa}/</span>
      <span className="phon-card-name">{name}</span>
      <span className="phon-card-score">
        {score}
        {p.is_weak && <span className="phon-badge">{t("phon.weak")}</span>}
      </span>
    </Link>
  );
}
