import type { ProtocolType } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { formatDate } from "@web/lib/format.ts";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useProtocolsQuery } from "../api.ts";

/**
 * Full-page view of one protocol document (plain text, paragraphs split on blank lines); no header.
 * @param props - which document
 * @returns the page
 */
export function ProtocolView({ type }: { type: ProtocolType | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const protocols = useProtocolsQuery();
  const doc = protocols.data?.docs.find((d) => d.type === type);
  usePageTitle(doc?.title ?? t("about.title"));
  return (
    <div className="bare-page">
      <main id="main" className="page page-narrow">
        <Button
          variant="ghost"
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate("/"))}
        >
          ← {t("common.back")}
        </Button>
        {protocols.isPending && <Skeleton lines={6} />}
        {protocols.isError && <LoadError onRetry={() => void protocols.refetch()} />}
        {protocols.data && !doc && <p>{t("about.not_found")}</p>}
        {doc && (
          <article className="card prose-doc" data-testid="protocol-doc">
            <h1>{doc.title}</h1>
            <p className="muted">{t("about.updated", { date: formatDate(doc.updated_at, i18n.language) })}</p>
            {doc.content.split(/\n\s*\n/).map((para, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never reorder
              <p key={i}>{para}</p>
            ))}
          </article>
        )}
      </main>
    </div>
  );
}
