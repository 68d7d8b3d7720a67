import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { PenToggle } from "../components/PenToggle.tsx";
import { SearchBox } from "../components/SearchBox.tsx";
import { SearchHistory } from "../components/SearchHistory.tsx";
import "../i18n.ts";
import "../dictionary.css";
import { dictionaryUrls } from "../urls.ts";

/**
 * /dictionary/index: the search field with autocomplete, the pen switch, the search history and the link
 * to the sources.
 * @returns the page
 */
export default function DictionaryIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t("dict.title"));
  const navigate = useNavigate();
  return (
    <div className="page dict-page" data-testid="dict-index">
      <h1>{t("dict.title")}</h1>
      <SearchBox onSearch={(word) => void navigate(dictionaryUrls.search(word))} />
      <PenToggle />
      <SearchHistory />
      <p>
        <Link to={dictionaryUrls.about()} data-testid="dict-about-link">
          {t("dict.about_link")}
        </Link>
      </p>
    </div>
  );
}
