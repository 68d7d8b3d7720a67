import { canTryAgain, tryAgainNavigation } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import "./i18n.ts";

/** Props of {@link TryAgainButton}. */
export type TryAgainButtonProps = {
  /** the route to write again (replaces the result in the history) */
  previous: string;
  /** the `from` query of the result page ("last" when opened from the last-result link) */
  from: string | null;
  homework?: boolean;
  isExpired?: boolean | number;
  hasLimit?: boolean | number;
  remaining?: number;
};

/**
 * Topic-writing 'try again' (spec §4): hidden in homework when expired or out of attempts, elsewhere when
 * from is 'last'; pressing it goes back (from=last) or replaces the route with the writing screen.
 * @param props - see {@link TryAgainButtonProps}
 * @returns the button, or nothing
 */
export function TryAgainButton({
  previous,
  from,
  homework = false,
  isExpired,
  hasLimit,
  remaining,
}: TryAgainButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!canTryAgain({ homework, isExpired, hasLimit, remaining, from })) return null;
  const handleClick = () => {
    if (tryAgainNavigation(from) === "back") navigate(-1);
    else navigate(previous, { replace: true });
  };
  return (
    <Button variant="secondary" onClick={handleClick} data-testid="writing-try-again">
      {t("writing.try_again")}
    </Button>
  );
}
