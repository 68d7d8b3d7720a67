import type { AiRecommendLesson, AiWeaknessPaper } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useRecommendQuery } from "../api.ts";
import { CourseLinks } from "../components/CourseLinks.tsx";
import { Loading } from "../components/Loading.tsx";
import { MasteryChip } from "../components/MasteryChip.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import { StagePlayer } from "../components/StagePlayer.tsx";
import { topPicks } from "../picks.ts";
import "../i18n.ts";
import { aiStudyUrls, guidOf, idOf, questionIdsOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/recommend/details?course_id=: the AI's picks: the course's lessons by expected gain with the
 * reasons, and the weakness paper; with the paper in the address (res_code, question_ids, guid) its
 * questions in the exercise player, whose end opens the paper's result.
 * @returns the page
 */
export default function RecommendDetailsPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  if (!courseId) return <BadLink />;
  const resCode = params.get("res_code");
  if (resCode === null) return <Picks courseId={courseId} />;
  const ids = questionIdsOf(params.get("question_ids"));
  const guid = guidOf(params.get("guid"));
  const code = idOf(resCode);
  if (!ids || !guid || !code) return <BadLink />;
  return <PlayPaper courseId={courseId} resCode={code} questionIds={ids.join(",")} guid={guid} />;
}

function PlayPaper(p: { courseId: string; resCode: string; questionIds: string; guid: string }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.recommend.paper"));
  const navigate = useNavigate();
  return (
    <div className="page aist-page" data-testid="aist-recommend-play">
      <Link className="aist-back" to={aiStudyUrls.recommend(p.courseId)}>
        {t("aist.recommend.back")}
      </Link>
      <StagePlayer
        resCode={p.resCode}
        mode="practice"
        questionIds={p.questionIds}
        guid={p.guid}
        testId="aist-player-recommend"
        onFinish={(guid) => navigate(aiStudyUrls.recommendResult(p.courseId, guid), { replace: true })}
      />
    </div>
  );
}

function Picks({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.recommend"));
  const rec = useRecommendQuery(courseId);
  if (rec.isError) return <PageError error={rec.error} onRetry={() => void rec.refetch()} />;
  if (!rec.data) return <Loading />;
  const { lessons, paper } = rec.data.recommend_resource;
  const picks = topPicks(lessons);
  return (
    <div className="page aist-page" data-testid="aist-recommend">
      <Link className="aist-back" to={aiStudyUrls.list(courseId)}>
        {t("aist.back_list")}
      </Link>
      <h1>{t("aist.recommend")}</h1>
      <p className="muted">{t("aist.recommend.lead")}</p>
      <CourseLinks courseId={courseId} />
      <PaperCard courseId={courseId} paper={paper} lessons={lessons} />
      <section aria-labelledby="aist-rec-lessons">
        <h2 id="aist-rec-lessons">{t("aist.recommend.lessons")}</h2>
        {picks.length === 0 ? (
          <p className="muted" data-testid="aist-rec-none">
            {t("aist.recommend.none")}
          </p>
        ) : (
          <ol className="aist-rec-list">
            {picks.map((l) => (
              <li key={l.lesson_id}>
                <RecommendRow lesson={l} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function PaperCard({
  courseId,
  paper,
  lessons,
}: {
  courseId: string;
  paper: AiWeaknessPaper | null;
  lessons: readonly AiRecommendLesson[];
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const names = new Map(lessons.map((l) => [l.point, en ? l.title_en : l.title_ja]));
  return (
    <section className="card aist-paper-card" aria-labelledby="aist-paper-title" data-testid="aist-weakness">
      <h2 id="aist-paper-title">{t("aist.recommend.paper")}</h2>
      {paper && paper.question_ids.length > 0 ? (
        <>
          <p>{t("aist.recommend.paper_lead", { n: paper.question_ids.length })}</p>
          <ul className="aist-chips">
            {paper.points.map((p) => (
              <li key={p} className="aist-chip">
                {names.get(p) ?? p}
              </li>
            ))}
          </ul>
          <Link
            className="btn btn-primary"
            to={aiStudyUrls.recommendPlay(courseId, paper)}
            data-testid="aist-weakness-start"
          >
            {t("aist.recommend.start")}
          </Link>
        </>
      ) : (
        <p className="muted" data-testid="aist-weakness-none">
          {t("aist.recommend.paper_none")}
        </p>
      )}
    </section>
  );
}

function RecommendRow({ lesson: l }: { lesson: AiRecommendLesson }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  return (
    <article
      className="card aist-rec"
      data-testid="aist-rec-lesson"
      data-lesson={l.lesson_id}
      data-gain={l.gain}
    >
      <div className="aist-lesson-head">
        <h3 className="aist-lesson-title">
          <span className="muted aist-lesson-no">{t("aist.lesson_no", { nn: l.nn })}</span>
          <span>{en ? l.title_en : l.title_ja}</span>
        </h3>
        <MasteryChip label={l.mastery.label} p={l.mastery.p} />
      </div>
      <ul className="aist-reasons" data-testid="aist-rec-reasons">
        {l.reasons.map((r) => (
          <li key={r} data-reason={r}>
            {t(`aist.recommend.reason.${r}`)}
          </li>
        ))}
      </ul>
      <Link
        className="btn btn-secondary btn-sm"
        to={aiStudyUrls.practice(l.lesson_id)}
        data-testid="aist-rec-study"
      >
        {t("aist.study")}
      </Link>
    </article>
  );
}
