import { RANK_SCOPES, type RankScope } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * Class / school / all schools, as a radio group (one tab stop, arrow keys choose).
 * @param props - the scope and the change handler
 * @returns the switch
 */
export function ScopeSwitch({ scope, onChange }: { scope: RankScope; onChange: (s: RankScope) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rank-scope">
      <legend className="sr-only">{t("rank.scope")}</legend>
      {RANK_SCOPES.map((s) => (
        <label key={s} className="rank-scope-option" data-checked={scope === s}>
          <input
            type="radio"
            name="rank-scope"
            value={s}
            checked={scope === s}
            onChange={() => onChange(s)}
            data-testid={`rank-scope-${s}`}
          />
          <span>{t(`rank.scope.${s}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
