import type { WritingRecord, WritingSource } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TopicHeader } from "@web/components/writing/TopicHeader.tsx";
import { WritingWorkspace } from "@web/components/writing/WritingWorkspace.tsx";
import { useTranslation } from "react-i18next";
import { useSubmitWritingMutation, useWritingTopicQuery } from "./api.ts";
import "./i18n.ts";

/** Props of {@link WriteTopic}. */
export type WriteTopicProps = {
  topicId: string;
  source: WritingSource;
  resultTo: (record: WritingRecord) => string;
};

/**
 * A topic's header and the writing workspace, submitting to POST /v3/writing/submit.
 * @param props - see {@link WriteTopicProps}
 * @returns the screen body
 */
export function WriteTopic({ topicId, source, resultTo }: WriteTopicProps) {
  const { t } = useTranslation();
  const topic = useWritingTopicQuery(topicId);
  const submit = useSubmitWritingMutation();
  if (!topicId) return <p role="alert">{t("writing.missing_id")}</p>;
  if (topic.isError) return <LoadError onRetry={() => void topic.refetch()} />;
  if (!topic.data) return <Spinner />;
  const tp = topic.data;
  return (
    <>
      <TopicHeader topic={tp} />
      <WritingWorkspace
        submit={(content) => submit.mutateAsync({ source, topic_id: tp.topic_id, content })}
        resultTo={resultTo}
        minWords={tp.min_words}
        maxWords={tp.max_words}
        sampleAnswer={tp.sample[0]?.en_answer}
      />
    </>
  );
}
