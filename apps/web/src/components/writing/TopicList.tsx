import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useWritingTopicsQuery } from "./api.ts";
import "./i18n.ts";

/** Props of {@link TopicList}. */
export type TopicListProps = {
  /** "junior", "senior", or anything else for all */
  level: string;
  listUrl: (level?: string) => string;
  topicUrl: (topicId: string) => string;
};

/**
 * Level tabs and the writing topics of the chosen level (used by AI writing and skill-up writing).
 * @param props - see {@link TopicListProps}
 * @returns the list
 */
export function TopicList({ level, listUrl, topicUrl }: TopicListProps) {
  const { t } = useTranslation();
  const lv = level === "junior" || level === "senior" ? level : "";
  const topics = useWritingTopicsQuery(lv);
  const tabs = [
    ["", t("writing.all")],
    ["junior", t("writing.junior")],
    ["senior", t("writing.senior")],
  ] as const;
  return (
    <>
      <nav className="writing-switch" aria-label={t("writing.list")}>
        {tabs.map(([key, label]) => (
          <Link
            key={key}
            to={listUrl(key || undefined)}
            className={`btn ${lv === key ? "btn-primary" : "btn-secondary"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {topics.isError && <LoadError onRetry={() => void topics.refetch()} />}
      {topics.isPending && <Spinner />}
      <ul className="link-list" data-testid="writing-topic-list">
        {topics.data?.list.map((tp) => (
          <li key={tp.topic_id}>
            <Link to={topicUrl(tp.topic_id)} className="card link-row" data-testid="writing-topic-row">
              <strong>{tp.title}</strong> {tp.title_jp}
              {tp.exam_kind && " "}
              {tp.exam_kind && (
                <span className="chip" data-testid="writing-topic-exam">
                  {t("writing.exam_chip", { kind: t(`writing.rubric_kind_${tp.exam_kind}`) })}
                </span>
              )}
              <span className="muted">
                {" "}
                · {tp.writing_type === 1 ? t("writing.free") : t("writing.topic")} ·{" "}
                {t("writing.words_range", { min: tp.min_words, max: tp.max_words })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
