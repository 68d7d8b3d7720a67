import type { CefrItemRef } from "@hibiki/contracts";
import { type BaseAnswer, locateItem, modeVisibility, type PlayerMode } from "@hibiki/exercises";
import { LoadError } from "@web/components/LoadError.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { uiFor } from "@web/exercises/registry.ts";
import { ResourceContext } from "@web/exercises/shell/resource-context.ts";
import { shuffleItem } from "@web/exercises/shell/shuffle-item.ts";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCefrResourceContent } from "../api.ts";
import { assetBaseOf } from "../format.ts";
// The players' own labels (right / wrong, next) live in the shell's bundle.
import "@web/exercises/shell/i18n.ts";
import "@web/exercises/shell/player.css";

/** Props of {@link ItemPlayer}. */
export type ItemPlayerProps = {
  item: CefrItemRef;
  /** exam: the level test (no right / wrong); practice: weak-question practice (feedback after each) */
  mode: Extract<PlayerMode, "exam" | "practice">;
  position: number;
  count: number;
  /** seeds the option order (shuffled unless the resource's option_random is 0): the same on a reload */
  seed: string;
  /** the scored answer to show (practice, after answering) */
  previous?: BaseAnswer | undefined;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  onNext: () => void;
};

const NO_QUERY: Record<string, string> = {};

/**
 * Plays one item of the level test bank with its kind's Player: loads the item's resource.json, finds the
 * item by question_id and renders the Player in the given mode.
 * @param props - the item reference, mode, position and the answer callbacks
 * @returns the player, or a loading / error state
 */
export function ItemPlayer({
  item,
  mode,
  position,
  count,
  seed,
  previous,
  onSubmit,
  onNext,
}: ItemPlayerProps) {
  const { t } = useTranslation();
  const content = useCefrResourceContent(item.resource_url);
  const assetBase = assetBaseOf(item.resource_url);
  const visibility = useMemo(() => modeVisibility(mode), [mode]);
  const ctx = useMemo(
    () => (content.data ? { resource: content.data, assetBase, query: NO_QUERY } : null),
    [content.data, assetBase],
  );
  const located = useMemo(() => {
    const found = content.data ? locateItem(content.data, item.question_id) : null;
    return found && content.data
      ? { ...found, item: shuffleItem(found.item, content.data.option_random, seed) }
      : null;
  }, [content.data, item.question_id, seed]);
  if (content.isError) return <LoadError onRetry={() => void content.refetch()} />;
  if (!content.data || !ctx) return <Spinner />;
  const ui = located ? uiFor(located.kind) : null;
  if (!located || !ui)
    return (
      <p role="alert" data-testid="cefr-item-missing">
        {t("cefr.item_missing", { item: item.item_id })}
      </p>
    );
  return (
    <ResourceContext.Provider value={ctx}>
      <div
        className="pl-shell cefr-player"
        data-testid="cefr-item"
        data-item={item.item_id}
        data-mode={mode}
        // the dictionary pen stays out of the placement test
        data-pen-ignore={mode === "exam" ? "" : undefined}
      >
        {content.data.question_description && <p className="muted">{content.data.question_description}</p>}
        <Suspense fallback={<Spinner />}>
          <ui.Player
            kind={located.kind}
            item={located.item}
            position={position}
            count={count}
            mode={mode}
            visibility={visibility}
            assetBase={assetBase}
            resCode={item.res_code}
            previous={previous}
            onSubmit={onSubmit}
            onNext={onNext}
          />
        </Suspense>
      </div>
    </ResourceContext.Provider>
  );
}
