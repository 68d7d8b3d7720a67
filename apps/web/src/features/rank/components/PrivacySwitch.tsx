import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useRankPrivacyMutation } from "../api.ts";
import "../i18n.ts";

/**
 * The switch hiding the student from the school and all-schools boards (a checkbox with the switch role).
 * @param props - the stored choice
 * @returns the switch with its explanation
 */
export function PrivacySwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const save = useRankPrivacyMutation();
  const checked = save.isPending && save.variables !== undefined ? save.variables === 1 : hidden;
  const handleChange = () =>
    save.mutate(checked ? 0 : 1, {
      onSuccess: (d) =>
        showToast(t(d.hide_beyond_class ? "rank.privacy_saved_on" : "rank.privacy_saved_off")),
    });
  return (
    <div className="card rank-privacy">
      <label className="rank-switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          aria-describedby="rank-privacy-hint"
          disabled={save.isPending}
          onChange={handleChange}
          data-testid="rank-privacy"
        />
        <span>{t("rank.privacy")}</span>
      </label>
      <p id="rank-privacy-hint" className="muted">
        {t("rank.privacy_hint")}
      </p>
    </div>
  );
}
