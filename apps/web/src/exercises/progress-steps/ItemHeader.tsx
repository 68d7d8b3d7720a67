import { assetUrl } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { useResourceContext } from "../shell/resource-context.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

/** The item fields shown above a programme. */
export type HeaderItem = {
  screen_title?: string | undefined;
  instruction?: string | undefined;
  instruction_jp?: string | undefined;
  screen_en_text?: string | undefined;
  screen_jp_text?: string | undefined;
  screen_image?: string | undefined;
  picture?: string | undefined;
  screen_pic?: string | undefined;
  hint_en?: string | undefined;
  hint_jp?: string | undefined;
};

/** An item with a programme: its header fields, question_id and sample answers. */
export type ProgrammeItem = HeaderItem & {
  question_id: string;
  sample_answer?: string | undefined;
  samples?: readonly { content: string; content_jp?: string | undefined }[] | undefined;
};

/**
 * The item's title, instruction (the Japanese one always when there is no English one, else with the
 * translation switch), text and picture, and its hint (English and Japanese) with the hint switch.
 * @param props - the item
 * @returns the header
 */
export function ItemHeader({ item }: { item: HeaderItem }) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { resource, assetBase } = useResourceContext();
  const picture = item.screen_image ?? item.picture ?? item.screen_pic;
  const hint = [item.hint_en, item.hint_jp].filter((h) => h && h.trim() !== "");
  return (
    <header className="ps-content" data-testid="item-header">
      {item.screen_title && <h2 className="ps-part-title">{item.screen_title}</h2>}
      {item.instruction && <p className="muted">{item.instruction}</p>}
      {item.instruction_jp && (!item.instruction || on.translation) && (
        <p className={item.instruction ? "pl-translation" : "muted"}>{item.instruction_jp}</p>
      )}
      {item.screen_en_text && (
        <p className="sp-text" lang="en">
          {item.screen_en_text}
        </p>
      )}
      {on.translation && item.screen_jp_text && <p className="pl-translation">{item.screen_jp_text}</p>}
      {picture && (
        <img
          className="ps-picture"
          src={assetUrl(assetBase, picture, resource.res_version)}
          alt={item.screen_title ?? item.screen_en_text ?? ""}
        />
      )}
      {on.tips && hint.length > 0 && (
        <p className="ps-hint" data-testid="item-hint">
          <strong>{t("steps.hint")}：</strong>
          {hint.join(" / ")}
        </p>
      )}
    </header>
  );
}
