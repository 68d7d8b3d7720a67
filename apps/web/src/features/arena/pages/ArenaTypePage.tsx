import type { ArenaType, ArenaTypeInfo } from "@hibiki/contracts";
import { LoadError } from "@web/components/LoadError.tsx";
import { Skeleton } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useArenaTypesQuery } from "../api.ts";
import { arenaUrls } from "../exports/arena-urls.ts";
import "../i18n.ts";
import { useArenaSession } from "../session/context.tsx";

const ICON: Record<ArenaType, string> = { words: "Aa", listening: "♪", grammar: "Gr" };

/** One type as a large card: title, description, item count and time; the whole card is the button. */
function TypeCard({ info, onChoose }: { info: ArenaTypeInfo; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return (
    <li>
      <button
        type="button"
        className="arena-type-card card"
        onClick={onChoose}
        data-testid={`arena-type-${info.arena_type}`}
        aria-describedby={`arena-type-desc-${info.arena_type}`}
      >
        <span className="arena-type-icon" aria-hidden="true">
          {ICON[info.arena_type]}
        </span>
        <span className="arena-type-title">{en ? info.title_en : info.title_ja}</span>
        <span id={`arena-type-desc-${info.arena_type}`} className="arena-type-desc">
          {en ? info.description_en : info.description_ja}
          <span className="arena-type-meta">
            {t("arena.type_meta", { n: info.item_count, s: info.item_seconds })}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * /arena/type: the three types (words, listening, grammar) as large cards; choosing one opens the socket,
 * joins its queue and goes to the waiting screen.
 * @returns the page
 */
export default function ArenaTypePage() {
  const { t } = useTranslation();
  usePageTitle(t("arena.type_title"));
  const q = useArenaTypesQuery();
  const session = useArenaSession();
  const navigate = useNavigate();
  const choose = (type: ArenaType) => {
    session.join(type);
    navigate(arenaUrls.wait());
  };
  return (
    <div className="page arena-page" data-testid="arena-type-page">
      <Link to={arenaUrls.index()} className="arena-back">
        ‹ {t("arena.back_to_arena")}
      </Link>
      <h1>{t("arena.type_title")}</h1>
      {q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <div role="status" aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        <ul className="arena-types">
          {q.data.items.map((info) => (
            <TypeCard key={info.arena_type} info={info} onChoose={() => choose(info.arena_type)} />
          ))}
        </ul>
      )}
    </div>
  );
}
