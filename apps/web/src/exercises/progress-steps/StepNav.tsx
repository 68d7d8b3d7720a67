import { useTranslation } from "react-i18next";
import "./i18n.ts";

/** Props of {@link StepNav}. */
export type StepNavProps = {
  /** 1-based number of the current step and the number of steps (the Start screen not counted) */
  position: number;
  count: number;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
};

/**
 * Previous / next step buttons with the step position between them.
 * @param props - position and actions
 * @returns the navigation bar
 */
export function StepNav({ position, count, canPrev, canNext, onPrev, onNext }: StepNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="ps-nav" aria-label={t("steps.nav")}>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={onPrev}
        disabled={!canPrev}
        data-testid="step-prev"
      >
        ‹ {t("steps.prev")}
      </button>
      <span className="ps-position" data-testid="step-position" aria-live="polite">
        {count > 0 ? t("steps.position", { n: position, count }) : ""}
      </span>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={onNext}
        disabled={!canNext}
        data-testid="step-next"
      >
        {t("steps.next")} ›
      </button>
    </nav>
  );
}
