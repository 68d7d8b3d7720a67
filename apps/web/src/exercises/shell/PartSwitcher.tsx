import type { MultiPartItem, Resource } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import type { Step } from "./steps.ts";
import { useGuardedAction } from "./use-debounced.ts";

/**
 * The multi-part subject's part tabs: each jumps to the part's first item (where the mode allows).
 * @param props - the resource, steps, current step and the jump action
 * @returns the tab list
 */
export function PartSwitcher({
  resource,
  steps,
  current,
  canJump,
  onJump,
}: {
  resource: Resource;
  steps: readonly Step[];
  current: number;
  canJump: (target: number) => boolean;
  onJump: (target: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const jump = useGuardedAction(onJump);
  const currentPart = steps[current]?.part ?? 0;
  return (
    <div className="pl-parts" role="tablist" aria-label={t("player.parts")} data-testid="part-switcher">
      {(resource.items as MultiPartItem[]).map((part, i) => {
        const first = steps.findIndex((s) => s.part === i);
        const title =
          (i18n.language === "ja" ? part.part_info.title_jp : undefined) ??
          part.part_info.title ??
          `Part ${i + 1}`;
        return (
          <button
            key={part.question_id}
            type="button"
            role="tab"
            aria-selected={i === currentPart}
            disabled={first === -1 || (i !== currentPart && !canJump(first))}
            onClick={() => jump(first)}
            className="pl-part-tab"
            data-testid="part-tab"
          >
            {title}
          </button>
        );
      })}
    </div>
  );
}
