import type { aiHomeworkList } from "@hibiki/contracts";
import { ProgressBar } from "@web/features/ebook/exports/progress-bar.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { useAiHomeworkListQuery } from "../api.ts";
import "../ai-homework.css";
import "../i18n.ts";

type Item = z.output<typeof aiHomeworkList.data>["items"][number];

/**
 * The student's open AI homework (an AI study course or lessons, or an AI speaking conversation from their
 * teacher): each with its due date, the teacher's note, the student's progress as a bar and a link to
 * study it. Shows nothing while loading, without homework, or when the list cannot be had (it sits on
 * another page, which stays usable).
 * @returns the card, or nothing
 */
export function AiHomeworkCard() {
  const { t } = useTranslation();
  const list = useAiHomeworkListQuery();
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="card aihw-card" aria-labelledby="aihw-title" data-testid="ai-homework-card">
      <h2 id="aihw-title">{t("aihw.title")}</h2>
      <ul className="aihw-list">
        {items.map((item) => (
          <HomeworkItem key={item.assignment_id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** One homework of the card. */
function HomeworkItem({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const title = en ? item.title_en : item.title;
  const detail =
    item.target_type === "course"
      ? item.whole_course
        ? t("aihw.whole_course", { count: item.lessons.length })
        : item.lessons
            .map((l) => t("aihw.lesson", { no: l.lesson_no, title: en ? l.title_en : l.title }))
            .join(" / ")
      : t("aihw.sessions", { count: item.sessions_done ?? 0 });
  const figures =
    item.target_type === "course"
      ? t("aihw.stages", { done: item.stages_done ?? 0, total: item.stages_total ?? 0 })
      : null;
  return (
    <li className="aihw-item" data-testid="ai-homework-item" data-assignment-id={item.assignment_id}>
      <p className="aihw-head">
        <span className="aihw-kind">{t(`aihw.kind.${item.target_type}`)}</span>
        <strong>{title}</strong>
        <span className="aihw-due">{t("aihw.due", { date: item.due_date })}</span>
      </p>
      <p className="muted">
        {detail} · {t("aihw.from", { teacher: item.teacher_name, class: item.class_name })}
      </p>
      {item.note && <p className="aihw-note">{item.note}</p>}
      <ProgressBar
        value={item.percent}
        max={100}
        done={item.done}
        label={`${t("aihw.progress", { title, percent: item.percent })}${figures ? ` · ${figures}` : ""}${
          item.done ? ` · ${t("aihw.done")}` : ""
        }`}
        testId="ai-homework-progress"
      />
      {item.available ? (
        <Link
          className="btn btn-primary btn-sm aihw-open"
          to={item.link}
          aria-label={t("aihw.open_label", { title })}
          data-testid="ai-homework-open"
        >
          {t("aihw.open")}
        </Link>
      ) : (
        <p className="muted" data-testid="ai-homework-unavailable">
          {t("aihw.unavailable")}
        </p>
      )}
    </li>
  );
}
