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
      <p className="muted">{t("writing.target", { min: topic.min_words, max: topic.max_words })}</p>
    </header>
  );
}
