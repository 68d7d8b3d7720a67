import { BoxClosedError, confirmBox } from "@web/lib/message-box.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useTranslation } from "react-i18next";
import { useDeleteTextMutation } from "../api.ts";
import "../i18n.ts";

/** Props of {@link DeleteTextButton}. */
export type DeleteTextButtonProps = {
  textId: number;
  /** the text (the button's accessible name names it) */
  text: string;
  /** after the text is gone (a page showing it leaves) */
  onDeleted?: () => void;
  size?: "sm" | "md";
};

/**
 * Deletes a text and every reading of it after a confirmation; locked while in flight.
 * @param props - the text, what to do afterwards and the button size
 * @returns the button
 */
export function DeleteTextButton({ textId, text, onDeleted, size = "sm" }: DeleteTextButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteTextMutation();
  const handleClick = async () => {
    try {
      await confirmBox(t("cr.delete_confirm"), { okLabel: t("cr.delete") });
    } catch (err) {
      if (err instanceof BoxClosedError) return;
      throw err;
    }
    remove.mutate(textId, {
      onSuccess: () => {
        showToast(t("cr.deleted"), "success");
        onDeleted?.();
      },
    });
  };
  return (
    <button
      type="button"
      className={`btn btn-ghost${size === "sm" ? " btn-sm" : ""} cr-delete`}
      aria-label={t("cr.delete_label", { text })}
      disabled={remove.isPending}
      aria-busy={remove.isPending || undefined}
      data-testid="cr-delete"
      onClick={() => void handleClick()}
    >
      {t("cr.delete")}
    </button>
  );
}
