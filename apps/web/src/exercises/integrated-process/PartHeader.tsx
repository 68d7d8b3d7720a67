import type { IntegratedProcessItem } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { usePlayerSwitches } from "../shell/switches.ts";

type Part = IntegratedProcessItem["part_items"][number];

/**
 * A part's heading: its position among the parts, its kind, its title (the Japanese title with the
 * translation switch) and its description.
 * @param props - the part, its index and the number of parts
 * @returns the heading, or nothing without a part
 */
export function PartHeader({ part, index, count }: { part: Part | undefined; index: number; count: number }) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  if (!part) return null;
  const info = part.part_info;
  const title = info.title ?? info.title_jp;
  return (
    <header className="ps-part" data-testid="part-header" data-part={index}>
      <span className="ps-part-label">
        {t("integrated.part_n", { n: index + 1, count })} · {t(`integrated.part_${part.part_type}`)}
      </span>
      {title && <h2 className="ps-part-title">{title}</h2>}
      {on.translation && info.title && info.title_jp && <p className="pl-translation">{info.title_jp}</p>}
      {info.description && <p className="muted">{info.description}</p>}
    </header>
  );
}
