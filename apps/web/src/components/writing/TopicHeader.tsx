import type { WritingTopic } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "./i18n.ts";

/**
 * A writing topic's heading: English topic, Japanese instructions, points to include and the word target.
 * @param props - the topic
 * @returns the header
 */
export function TopicHeader({ topic }: { topic: WritingTopic }) {
  const { t } = useTranslation();
  return (
    <header className="card stack" data-testid="writing-topic">
      <h1>
        {topic.title} <small className="muted">{topic.title_jp}</small>
      </h1>
      {topic.exam_kind && (
        <p>
          <span className="chip" data-testid="writing-topic-exam">
            {t("writing.exam_chip", { kind: t(`writing.rubric_kind_${topic.exam_kind}`) })}
          </span>{" "}
          <span className="muted">{t("writing.exam_note")}</span>
        </p>
      )}
      <p lang="en">
        <strong>{topic.topic}</strong>
      </p>
      <p>{topic.instruction_jp}</p>
      {topic.main_points.length > 0 && (
        <ul>
          {topic.main_points.map((p) => (
            <li key={p} lang="en">
              {p}
            </li>
          ))}
        </ul>
      )}
      {topic.questions && topic.questions.length > 0 && (
        <section aria-label={t("writing.questions_to_answer")}>
          <p>{t("writing.questions_to_answer")}</p>
          <ol data-testid="writing-topic-questions">
            {topic.questions.map((q) => (
              <li key={q} lang="en">
                {q}
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="muted">{t("writing.target", { min: topic.min_words, max: topic.max_words })}</p>
    </header>
  );
}
