import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useDiscardFavouriteMutation } from "../api.ts";
import "../i18n.ts";

/**
 * Discards a favourite after a confirmation (device/favorites/discard); locked while in flight.
 * @param props - the favourite's id and its text (for the button's accessible name)
 * @returns the button
 */
export function DiscardButton({ favouriteId, text }: { favouriteId: number; text: string }) {
  const { t } = useTranslation();
  const discard = useDiscardFavouriteMutation();
  const handleClick = async () => {
    try {
      await confirmBox(t("favourites.discard_confirm"), { okLabel: t("favourites.discard") });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    discard.mutate(favouriteId, {
      onSuccess: () => showToast(t("hint_common_unfavorite_word_success"), "success"),
      onError: () => showToast(t("layer_common_fail"), "error"),
    });
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-label={t("favourites.discard_label", { text })}
      disabled={discard.isPending}
      aria-busy={discard.isPending || undefined}
      data-testid="favourite-discard"
      onClick={() => void handleClick()}
    >
      {t("favourites.discard")}
    </button>
  );
}
