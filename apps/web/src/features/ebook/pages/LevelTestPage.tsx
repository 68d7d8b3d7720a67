import type { EbookLevelCheckItem } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useLevelCheckPaperQuery, useLevelCheckSubmitMutation } from "../api.ts";
import "../i18n.ts";
import { ebookUrls } from "../urls.ts";
import "../ebook.css";

/** One question: the passage, the question in English and Japanese, and the options as a radio group. */
function LevelItem({
  item,
  choice,
  onChoose,
}: {
  item: EbookLevelCheckItem;
  choice: number | undefined;
  onChoose: (choice: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card eb-level-item" data-testid="eb-level-item" data-item-id={item.item_id}>
      <h2 ref={heading} tabIndex={-1} className="eb-level-q-title">
        {t("eb.test.passage")}
      </h2>
      <p className="eb-passage" lang="en" data-testid="eb-level-passage">
        {item.passage}
      </p>
      <fieldset className="eb-options">
        <legend>
          <span lang="en">{item.question}</span>
          <span className="muted eb-question-ja">{item.question_ja}</span>
        </legend>
        {item.options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (the answer is an index)
          <label key={i} className={`eb-option${choice === i ? " is-chosen" : ""}`}>
            <input
              type="radio"
              name={name}
              checked={choice === i}
              onChange={() => onChoose(i)}
              data-testid="eb-level-option"
              data-index={i}
            />
            <span lang="en">{o}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * /ebook/test: the level check's questions one at a time (a new paper each visit), then the submit; the
 * result opens on /ebook/level-check.
 * @returns the page
 */
export default function LevelTestPage() {
  const { t } = useTranslation();
  usePageTitle(t("eb.test.title"));
  const location = useLocation();
  const navigate = useNavigate();
  const paper = useLevelCheckPaperQuery(location.key);
  const submit = useLevelCheckSubmitMutation();
  const [at, setAt] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  if (paper.isError) return <LoadError onRetry={() => void paper.refetch()} />;
  if (!paper.data)
    return (
      <div className="page" role="status" aria-busy="true">
        <Skeleton lines={6} />
      </div>
    );
  const { items, paper_id } = paper.data;
  const item = items[at];
  const last = at >= items.length - 1;
  const send = () =>
    submit.mutate(
      { paper_id, answers: Object.entries(answers).map(([item_id, choice]) => ({ item_id, choice })) },
      { onSuccess: (result) => navigate(ebookUrls.levelCheck(), { replace: true, state: { result } }) },
    );
  return (
    <div className="page eb-test" data-testid="eb-level-test" data-at={at + 1}>
      <nav className="eb-back">
        <Link to={ebookUrls.levelCheck()}>‹ {t("eb.level.title")}</Link>
      </nav>
      <h1>{t("eb.test.title")}</h1>
      <p className="muted" aria-live="polite" data-testid="eb-level-progress">
        {t("eb.test.progress", { n: at + 1, total: items.length })}
      </p>
      {item && (
        <LevelItem
          key={item.item_id}
          item={item}
          choice={answers[item.item_id]}
          onChoose={(c) => setAnswers((a) => ({ ...a, [item.item_id]: c }))}
        />
      )}
      <div className="eb-actions">
        {last ? (
          <Button busy={submit.isPending} onClick={send} data-testid="eb-level-submit">
            {t("eb.test.submit")}
          </Button>
        ) : (
          <Button
            onClick={() => setAt((i) => i + 1)}
            disabled={item ? answers[item.item_id] === undefined : true}
            data-testid="eb-level-next"
          >
            {t("eb.test.next")}
          </Button>
        )}
        {!last && (
          <Button variant="ghost" onClick={() => setAt((i) => i + 1)} data-testid="eb-level-skip">
            {t("eb.test.skip")}
          </Button>
        )}
      </div>
    </div>
  );
}
