import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ExampleSentences } from "@web/exercises/grammar-introduce/ExampleSentences.tsx";
import { ResourceContext } from "@web/exercises/shell/resource-context.ts";
import { SwitchesContext } from "@web/exercises/shell/switches.ts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useResourceQuery } from "../api.ts";
import "@web/exercises/shell/i18n.ts";
import "@web/exercises/shell/player.css";
import "../i18n.ts";
import { textbookUrls } from "../routes.tsx";

/**
 * /textbook/grammarExample (keeps the lesson's query): the example sentences with audio and a translation
 * switch, and a way back to the lesson.
 * @returns the page
 */
export default function GrammarExamplePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const resCode = params.get("res_code")?.trim() ?? "";
  const loaded = useResourceQuery({ resCode, mode: "practice", questionIds: "" });
  const [translation, setTranslation] = useState(false);
  usePageTitle(t("textbook.grammar_example"));
  const query = useMemo(() => Object.fromEntries(params.entries()), [params]);
  const switches = useMemo(
    () => ({
      on: { translation, subtitle: true, sampleAnswer: false, tips: false },
      allowed: { translation: true, subtitle: true, sampleAnswer: false, tips: false, speed: true },
    }),
    [translation],
  );
  if (!resCode) return <p role="alert">{t("textbook.bad_link", { what: "res_code" })}</p>;
  if (loaded.isError) return <LoadError onRetry={() => void loaded.refetch()} />;
  if (!loaded.data) return <Spinner />;
  const { info, resource } = loaded.data;
  return (
    <ResourceContext.Provider value={{ resource, assetBase: info.asset_base, query }}>
      <SwitchesContext.Provider value={switches}>
        <div className="page pl-shell" data-testid="grammar-example-page">
          <h1 className="pl-title">
            {t("textbook.grammar_example")}: {resource.res_title}
          </h1>
          <label className="pl-switch">
            <input
              type="checkbox"
              checked={translation}
              onChange={(e) => setTranslation(e.currentTarget.checked)}
            />
            {t("player.switch_translation")}
          </label>
          <ExampleSentences />
          <Link to={textbookUrls.textbookDetails(query)}>{t("common.back")}</Link>
        </div>
      </SwitchesContext.Provider>
    </ResourceContext.Provider>
  );
}
