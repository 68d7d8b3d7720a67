import { useTranslation } from "react-i18next";
import { useSetPenSwitchMutation } from "../api-pen.ts";
import "./pen-i18n.ts";

/**
 * The pen's on-screen switch while it is on (bottom corner, above the phone tab bar): pressing it turns the
 * pen off. The pen is turned on from /dictionary/index.
 * @returns the button
 */
export function PenBadge() {
  const { t } = useTranslation();
  const setPen = useSetPenSwitchMutation();
  return (
    <button
      type="button"
      className="pen-badge"
      aria-pressed="true"
      aria-label={t("dict.pen_badge_label")}
      title={t("dict.pen_badge_label")}
      data-testid="pen-badge"
      data-pen-ignore=""
      disabled={setPen.isPending}
      onClick={() => setPen.mutate(false)}
    >
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
      </svg>
      <span>{t("dict.pen_badge")}</span>
    </button>
  );
}
