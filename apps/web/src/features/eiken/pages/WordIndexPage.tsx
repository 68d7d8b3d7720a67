import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { useEikenLevelsQuery } from "../api.ts";
import { BadLevel } from "../components/BadLevel.tsx";
import { MasteryBar } from "../components/MasteryBar.tsx";
import { WordListView } from "../components/WordListView.tsx";
import { levelName } from "../format.ts";
import "../i18n.ts";
import { modeOfPath } from "../mode.ts";
import { eikenUrls, levelIdOf } from "../urls.ts";
import "../eiken.css";

/**
 * /eiken/wordlearning/index and /eiken/wordtraining/index (?level_id): a grade's word study in one mode:
 * what waits (new words or words due), the start button, the mastery bar and the word list.
 * @returns the page
 */
export default function WordIndexPage() {
  const { t, i18n } = useTranslation();
  const mode = modeOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const levelId = levelIdOf(params.get("level_id"));
  const levels = useEikenLevelsQuery();
  const level = levels.data?.levels.find((l) => l.level_id === levelId);
  const title = t(mode === "learning" ? "eiken.word_learning" : "eiken.word_training");
  usePageTitle(level ? `${levelName(i18n.language, level)} ${title}` : title);
  if (levelId === null) return <BadLevel />;
  if (levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;
  return (
    <div className="page ek-page" data-testid={`eiken-${mode}-index`}>
      <h1>
        {level ? `${levelName(i18n.language, level)} ` : ""}
        {title}
      </h1>
      {!level ? (
        <Skeleton />
      ) : (
        <section className="card ek-hero">
          <p>{t(mode === "learning" ? "eiken.learning_lead" : "eiken.training_lead")}</p>
          <p className="ek-waiting" data-testid="ek-waiting">
            {mode === "learning"
              ? t("eiken.new_left", { count: level.new_count })
              : t("eiken.due_now", { count: level.due_count })}
          </p>
          <MasteryBar counts={level.mastery} label={t("eiken.progress_label", { name: level.name })} />
          <div className="ek-actions">
            <Link
              className="btn btn-primary"
              to={eikenUrls.wordPractice(mode, level.level_id)}
              data-testid="ek-start"
            >
              {t(mode === "learning" ? "eiken.start_learning" : "eiken.start_training")}
            </Link>
            <Link
              className="btn btn-ghost"
              to={eikenUrls.wordIndex(mode === "learning" ? "training" : "learning", level.level_id)}
              data-testid="ek-other-mode"
            >
              {t(mode === "learning" ? "eiken.word_training" : "eiken.word_learning")}
            </Link>
          </div>
        </section>
      )}
      {level && <WordListView levelId={level.level_id} />}
    </div>
  );
}
