import { assetUrl, isAnswerLocked, type Tab, trainingTarget } from "@hibiki/exercises";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useResourceContext } from "../shell/resource-context.ts";
import type { PlayerProps } from "../types.ts";
import { ExampleSentences } from "./ExampleSentences.tsx";
import { loadIntroHtml, loadLessonTabs } from "./lesson-content.ts";

function trainingHref(tab: Tab, query: Record<string, string>): string | null {
  const target = trainingTarget(tab.training_type);
  if (!target || !tab.path) return null;
  // Named routes textbookDetails / textbookGrammarBlankfill: the current query plus type, for the training resource.
  const params = new URLSearchParams({ ...query, res_code: tab.path, type: target.type, mode: "practice" });
  return `/textbook/details?${params.toString()}`;
}

function Introduce({ tab }: { tab: Tab }) {
  const { resource, assetBase } = useResourceContext();
  const html = useQuery({
    queryKey: ["grammar-intro", assetBase, tab.path, resource.res_version],
    queryFn: ({ signal }) => loadIntroHtml(assetBase, tab.path ?? "", resource.res_version, signal),
    enabled: Boolean(tab.path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="prose" data-testid="grammar-introduce-text">
      {(tab.picture ?? []).map((p) => (
        <img key={p} src={assetUrl(assetBase, p, resource.res_version)} alt={tab.tab_name} />
      ))}
      {tab.path && html.isPending && <Spinner />}
      {html.isError && <LoadError onRetry={() => void html.refetch()} />}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify in loadIntroHtml */}
      {html.data && <div dangerouslySetInnerHTML={{ __html: html.data }} />}
    </div>
  );
}

/**
 * Grammar introduce: the lesson's tabs from index.json?v=res_version — introduction (sanitised HTML and
 * pictures), example sentences, and training tabs that open the choice or word-order training.
 * @param props - the shell's player props
 * @returns the player
 */
export default function GrammarIntroducePlayer({
  item,
  previous,
  onSubmit,
}: PlayerProps<"grammar-introduce">) {
  const { t } = useTranslation();
  const { resource, assetBase, query } = useResourceContext();
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const tabs = useQuery({
    queryKey: ["grammar-index", assetBase, resource.res_version],
    queryFn: ({ signal }) => loadLessonTabs(assetBase, resource.res_version, resource.tabs, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const finish = async () => {
    setBusy(true);
    try {
      await onSubmit({ question_id: item.question_id, answer_result: "read" });
    } catch {
      // the request layer has shown the error; the button is enabled again
    } finally {
      setBusy(false);
    }
  };
  if (tabs.isError) return <LoadError onRetry={() => void tabs.refetch()} />;
  if (!tabs.data) return <Spinner />;
  const tab = tabs.data[active] ?? tabs.data[0];
  return (
    <section className="pl-item" data-testid="player-grammar-introduce">
      <div className="pl-tabs" role="tablist">
        {tabs.data.map((tb, i) => {
          const href = tb.type === "training" ? trainingHref(tb, query) : null;
          return href ? (
            <Link
              key={tb.tab_name}
              to={href}
              role="tab"
              aria-selected={false}
              className="pl-tab"
              data-testid="training-tab"
            >
              {tb.tab_name}
            </Link>
          ) : (
            <button
              key={tb.tab_name}
              type="button"
              role="tab"
              aria-selected={i === active}
              className="pl-tab"
              onClick={() => setActive(i)}
              data-testid={`tab-${tb.type}`}
            >
              {tb.tab_name}
            </button>
          );
        })}
      </div>
      <div role="tabpanel">
        {tab?.type === "introduce" && <Introduce tab={tab} />}
        {tab?.type === "sentence" && (
          <>
            <ExampleSentences />
            <Link to={`/textbook/grammarExample?${new URLSearchParams(query).toString()}`}>
              {t("player.tab_sentence")}
            </Link>
          </>
        )}
      </div>
      <Button
        onClick={() => void finish()}
        busy={busy}
        disabled={isAnswerLocked(previous)}
        data-testid="finish-lesson"
      >
        {t("player.done_lesson")}
      </Button>
    </section>
  );
}
