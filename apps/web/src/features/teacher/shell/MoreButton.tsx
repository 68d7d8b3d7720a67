import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";

/**
 * "Show more" under a paged list; hidden when everything is loaded.
 * @param props - whether another page exists, whether it is loading, and the loader
 * @returns the button or nothing
 */
export function MoreButton({
  hasMore,
  busy,
  onMore,
}: {
  hasMore: boolean;
  busy: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <p className="tc-more">
      <Button variant="secondary" busy={busy} onClick={onMore} data-testid="tc-more">
        {t("t.more")}
      </Button>
    </p>
  );
}
